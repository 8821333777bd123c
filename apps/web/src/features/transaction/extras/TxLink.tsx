import { Link } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'

/** A txid as a link to its page. */
export function TxLink({ txid }: { txid: string }) {
  const network = useNetwork()
  return (
    <Link className="tx-id mono" to={networkPath(network, `/tx/${txid}`)}>
      {txid}
    </Link>
  )
}
