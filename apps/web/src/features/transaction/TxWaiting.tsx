import { useQuery } from '@tanstack/react-query'
import { useConnectionState } from '../../live/useConnectionState'
import { useExplorerClient } from '../../queries/client'
import { rbfRelations } from './extras/rbf'
import { TxLink } from './extras/TxLink'
import { TxLost } from './TxLost'
import { lostTxQueryOptions, rbfHistoryQueryOptions } from './txQueries'

/**
 * A valid txid the service does not know (yet). A transaction replaced (RBF) is gone from the mempool
 * but not from the service's replacement cache (`/v1/tx/:txid/rbf`): it says so, with its replacement.
 * One the page showed and the service forgot says so (TxLost). Otherwise the page keeps watching the
 * mempool for it.
 */
export function TxWaiting({ txid }: { txid: string }) {
  const state = useConnectionState()
  const client = useExplorerClient()
  const history = useQuery(rbfHistoryQueryOptions(client, txid))
  const lost = useQuery(lostTxQueryOptions(client, txid)).data
  const replacedBy = history.data ? rbfRelations(history.data, txid).replacedBy : undefined
  if (replacedBy) {
    return (
      <div className="tx-waiting" data-testid="tx-replaced-gone" role="status">
        <h2>Replaced</h2>
        <p>
          Transaction <code className="tx-id">{txid}</code> was replaced by{' '}
          <TxLink txid={replacedBy} /> and left the mempool: it will not confirm.
        </p>
      </div>
    )
  }
  return (
    <div className="tx-waiting" data-testid={lost ? 'tx-lost' : 'tx-waiting'} role="status">
      {lost ? (
        <TxLost lost={lost} />
      ) : (
        <>
          <h2>Transaction not found yet</h2>
          <p>
            No transaction <code className="tx-id">{txid}</code> is known on this network. Waiting
            for it to appear in the mempool: this page switches to it as soon as it does.
          </p>
        </>
      )}
      <p className="muted">
        {state === 'online'
          ? 'Watching the mempool live.'
          : 'Connecting to the live feed to watch for it…'}
      </p>
    </div>
  )
}
