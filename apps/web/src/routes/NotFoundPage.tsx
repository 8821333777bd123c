import { Link, useLocation } from 'react-router'
import { PageTitle } from '../components/PageTitle'
import { nearestPage } from './nearestPage'

/** A real 404: the path is shown as text, with a link to the nearest page there is. */
export function NotFoundPage({ reason }: { reason?: string }) {
  const { pathname } = useLocation()
  const nearest = nearestPage(pathname)
  return (
    <div className="page notice" data-testid="not-found">
      <PageTitle>Page not found</PageTitle>
      <h1>Page not found</h1>
      <p>{reason ?? `Nothing lives at ${pathname}.`}</p>
      {nearest.note ? <p data-testid="not-found-note">{nearest.note}</p> : null}
      <p>
        Nearest page:{' '}
        <Link to={nearest.path} data-testid="not-found-nearest">
          {nearest.label}
        </Link>
      </p>
    </div>
  )
}
