import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { Transaction } from '@outpoint/explorer-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../../live/useLiveTopic'
import { useExplorerClient } from '../../../queries/client'
import { rbfHistoryQueryOptions } from '../txQueries'
import { RbfTimeline } from './RbfTimeline'
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
  const { replacedBy, replaces, any } = rbfRelations(history.data, tx.txid)
  if (!any) return null
  const txids = replaces.map((txid) => (
    <span key={txid}>
      <TxLink txid={txid} />{' '}
    </span>
  ))
  return (
    <section className="tx-extras-card" data-testid="tx-rbf">
      <h2>{t`Replacements`}</h2>
      {replacedBy && (
        <p data-testid="tx-rbf-replaced-by">
          <Trans>
            Replaced by <TxLink txid={replacedBy} />
          </Trans>
        </p>
      )}
      {replaces.length > 0 && (
        <p data-testid="tx-rbf-replaces">
          <Trans comment="txids: one or more transaction ids, as links">Replaces {txids}</Trans>
        </p>
      )}
      <RbfTimeline tree={history.data.replacements} txid={tx.txid} />
    </section>
  )
}
