import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from 'react-router'
import { nearestPage } from './nearestPage'

/** The not-found page's way on: the nearest page there is, and why it is far when it is. */
export default function NearestPageLink() {
  const nearest = nearestPage(useLocation().pathname)
  const page = nearest.label
  return (
    <>
      {nearest.note ? <p data-testid="not-found-note">{nearest.note}</p> : null}
      <p>
        <Trans comment="page: the name of the nearest page there is, as a link">
          Nearest page:{' '}
          <Link to={nearest.path} data-testid="not-found-nearest">
            {page}
          </Link>
        </Trans>
      </p>
    </>
  )
}
