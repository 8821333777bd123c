import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useConnectionState } from '../../live/useConnectionState'
import { useExplorerClient } from '../../queries/client'
import { RbfTimeline } from './extras/RbfTimeline'
import { TxLink } from './extras/TxLink'
import { TxLost } from './TxLost'
import { lostTxQueryOptions } from './txQueries'
import { useReplacedBy } from './useReplacedBy'

/**
 * A valid txid the service does not know (yet). A transaction replaced (RBF) is gone from the mempool
 * but not from the service's replacement cache (`/v1/tx/:txid/rbf`): it says so, with its replacement.
 * One the page showed and the service forgot says so (TxLost). Otherwise the page keeps watching the
 * mempool for it.
 */
export function TxWaiting({ txid }: { txid: string }) {
  const state = useConnectionState()
  const client = useExplorerClient()
  const { by: replacedBy, pending, tree } = useReplacedBy(txid)
  const lost = useQuery(lostTxQueryOptions(client, txid)).data
  if (replacedBy) {
    return (
      <>
        <div className="tx-waiting" data-testid="tx-replaced-gone" role="status">
          <h2>{t({ message: 'Replaced', context: 'a transaction, replaced by another' })}</h2>
          <p>
            <Trans>
              Transaction <code className="tx-id">{txid}</code> was replaced by{' '}
              <TxLink txid={replacedBy} /> and left the mempool: it will not confirm.
            </Trans>
          </p>
        </div>
        <RbfTimeline tree={tree ?? null} txid={txid} />
      </>
    )
  }
  // Not "not found" before the replacement history has said whether it was replaced.
  if (pending && !lost) {
    return (
      <p className="muted" aria-busy="true" data-testid="tx-checking">
        {t`Checking whether this transaction was replaced…`}
      </p>
    )
  }
  return (
    <div className="tx-waiting" data-testid={lost ? 'tx-lost' : 'tx-waiting'} role="status">
      {lost ? (
        <TxLost lost={lost} />
      ) : (
        <>
          <h2>{t`Transaction not found yet`}</h2>
          <p>
            <Trans>
              No transaction <code className="tx-id">{txid}</code> is known on this network. Waiting
              for it to appear in the mempool: this page switches to it as soon as it does.
            </Trans>
          </p>
        </>
      )}
      <p className="muted">
        {state === 'online'
          ? t`Watching the mempool live.`
          : t`Connecting to the live feed to watch for it…`}
      </p>
    </div>
  )
}
