import { Link, useLocation } from 'react-router'
import { networkLabels, networkPath } from '../app/networks'
import { useNetwork } from '../app/useNetwork'
import { PageTitle } from '../components/PageTitle'

/** A real 404: the path is shown as text, with the way back. */
export function NotFoundPage({ reason }: { reason?: string }) {
  const network = useNetwork()
  const { pathname } = useLocation()
  return (
    <div className="page notice" data-testid="not-found">
      <PageTitle>Page not found</PageTitle>
      <h1>Page not found</h1>
      <p>{reason ?? `Nothing lives at ${pathname}.`}</p>
      <p>
        <Link to={networkPath(network)}>Go to the {networkLabels[network]} dashboard</Link>
      </p>
    </div>
  )
}
