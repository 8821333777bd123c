import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { formatInteger } from '../../format/number'
import type { LostTx } from './txQueries'

/**
 * A transaction the page showed that the service no longer knows: confirmed, its chain changed under it
 * (a reorganisation, or a service restarted with another history); unconfirmed, it left the mempool.
 * The page does not count confirmations of what is no longer there, and keeps watching for it.
 */
export function TxLost({ lost }: { lost: LostTx }) {
  const network = useNetwork()
  if (lost.was === 'unconfirmed') {
    return (
      <>
        <h2>No longer in the mempool</h2>
        <p>
          The data service had this transaction unconfirmed and no longer knows it: it left the
          mempool (evicted, conflicting with a confirmed one, or the service restarted without it).
          It will not confirm unless it is broadcast again.
        </p>
      </>
    )
  }
  const block =
    lost.height === undefined ? (
      'a block'
    ) : (
      <Link to={networkPath(network, `/block/${lost.hash ?? lost.height}`)}>
        block {formatInteger(lost.height)}
      </Link>
    )
  return (
    <>
      <h2>No longer in the chain</h2>
      <p>
        This transaction was confirmed in {block}, but the data service no longer knows it: the
        chain changed under it (a reorganisation, or a service restarted with another history). Its
        confirmations no longer count. A coinbase of a replaced block is gone for good; another
        transaction comes back when a block or the mempool holds it again.
      </p>
    </>
  )
}
