import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'

/** An address as a link to its page; the full text stays selectable and wraps on narrow screens. */
export function AddressLink({ address }: { address: string }) {
  const network = useNetwork()
  return (
    <Link
      className="tx-address"
      to={networkPath(network, `/address/${encodeURIComponent(address)}`)}
    >
      {address}
    </Link>
  )
}
