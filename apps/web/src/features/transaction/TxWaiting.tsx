import { useConnectionState } from '../../live/useConnectionState'

/** A valid txid the service does not know (yet): the page keeps watching the mempool for it. */
export function TxWaiting({ txid }: { txid: string }) {
  const state = useConnectionState()
  return (
    <div className="tx-waiting" data-testid="tx-waiting" role="status">
      <h2>Transaction not found yet</h2>
      <p>
        No transaction <code className="tx-id">{txid}</code> is known on this network. Waiting for
        it to appear in the mempool: this page switches to it as soon as it does.
      </p>
      <p className="muted">
        {state === 'online'
          ? 'Watching the mempool live.'
          : 'Connecting to the live feed to watch for it…'}
      </p>
    </div>
  )
}
