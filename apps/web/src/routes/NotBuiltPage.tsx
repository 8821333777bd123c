import { Link } from 'react-router'
import { networkLabels, networkPath } from '../app/networks'
import { useNetwork } from '../app/useNetwork'
import type { PageSpec } from './pages'

/** The placeholder of a page a later issue builds: what it will show, and the way back. */
export function NotBuiltPage({ page }: { page: PageSpec }) {
  const network = useNetwork()
  return (
    <div className="page notice" data-testid="not-built">
      <h1>{page.title}: not built yet</h1>
      <p>{page.description}</p>
      <p>
        This page comes in a later version of Outpoint.{' '}
        <Link to={networkPath(network)}>Back to the {networkLabels[network]} dashboard</Link>
      </p>
    </div>
  )
}
