import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'

export function Header() {
  const network = useNetwork()
  return (
    <header className="header">
      <Link className="brand" to={networkPath(network)}>
        Outpoint
      </Link>
    </header>
  )
}
