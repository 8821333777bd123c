import { NavLink } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'

/** The docs' two pages. */
export function DocsNav() {
  const network = useNetwork()
  return (
    <nav className="docs-nav" aria-label="API documentation">
      <NavLink to={networkPath(network, '/docs/api/rest')}>REST</NavLink>
      <NavLink to={networkPath(network, '/docs/api/websocket')}>WebSocket</NavLink>
    </nav>
  )
}
