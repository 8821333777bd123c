import { t } from '@lingui/core/macro'
import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { PageTitle } from '../components/PageTitle'

// The table of nearest pages loads with the first not-found page, not with `/`.
const NearestPageLink = lazy(() => import('./NearestPageLink'))

/** A real 404: the path is shown as text, with a link to the nearest page there is. */
export function NotFoundPage({ reason }: { reason?: string }) {
  const { pathname } = useLocation()
  return (
    <div className="page notice" data-testid="not-found">
      <PageTitle>{t`Page not found`}</PageTitle>
      <h1>{t`Page not found`}</h1>
      <p>{reason ?? t`Nothing lives at ${pathname}.`}</p>
      <Suspense fallback={null}>
        <NearestPageLink />
      </Suspense>
    </div>
  )
}
