import type { Transaction } from '@outpoint/explorer-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { TimeAgo } from '../../../components/TimeAgo'
import { formatFeeRate } from '../../../format/amount'
import { useLiveTopic } from '../../../live/useLiveTopic'
import { useExplorerClient } from '../../../queries/client'
import { rbfHistoryQueryOptions } from '../txQueries'
import { rbfRelations } from './rbf'
import { TxLink } from './TxLink'

/** Replacements (BIP 125 / full RBF): what replaced this transaction, what it replaced, all versions. */
export function RbfHistory({ tx }: { tx: Transaction }) {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const options = rbfHistoryQueryOptions(client, tx.txid)
  const history = useQuery(options)
  // The feed tells a tracked transaction when it is replaced; the tree then has a new version.
  useLiveTopic(
    { type: 'transaction', txid: tx.txid },
    (event) => {
      if (event.key === 'txReplaced' || event.key === 'rbfTransaction' || event.key === 'rbfInfo') {
        void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true })
      }
    },
    !tx.status?.confirmed,
  )
  if (!history.data) return null
  const { versions, replacedBy, replaces, any } = rbfRelations(history.data, tx.txid)
  if (!any) return null
  return (
    <section className="tx-extras-card" data-testid="tx-rbf">
      <h2>Replacements</h2>
      {replacedBy && (
        <p data-testid="tx-rbf-replaced-by">
          Replaced by <TxLink txid={replacedBy} />
        </p>
      )}
      {replaces.length > 0 && (
        <p data-testid="tx-rbf-replaces">
          Replaces{' '}
          {replaces.map((txid) => (
            <span key={txid}>
              <TxLink txid={txid} />{' '}
            </span>
          ))}
        </p>
      )}
      {versions.length > 1 && (
        <ol className="tx-extras-list" data-testid="tx-rbf-versions">
          {versions.map((version) => (
            <li key={version.tx.txid} style={{ marginLeft: `${Math.min(version.depth, 8)}rem` }}>
              {version.tx.txid === tx.txid ? (
                <strong className="mono">{version.tx.txid}</strong>
              ) : (
                <TxLink txid={version.tx.txid} />
              )}{' '}
              <span className="muted">
                {formatFeeRate(version.tx.fee / version.tx.vsize)} sat/vB
                {version.tx.mined ? ', mined' : ''}, <TimeAgo time={version.time} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
