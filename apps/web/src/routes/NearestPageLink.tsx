import { Link, useLocation } from 'react-router'
import { nearestPage } from './nearestPage'

/** The not-found page's way on: the nearest page there is, and why it is far when it is. */
export default function NearestPageLink() {
  const nearest = nearestPage(useLocation().pathname)
  return (
    <>
      {nearest.note ? <p data-testid="not-found-note">{nearest.note}</p> : null}
      <p>
        Nearest page:{' '}
        <Link to={nearest.path} data-testid="not-found-nearest">
          {nearest.label}
        </Link>
      </p>
    </>
  )
}
