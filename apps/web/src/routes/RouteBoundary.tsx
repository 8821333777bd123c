import { t } from '@lingui/core/macro'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { type ReactNode, Suspense } from 'react'
import { useLocation } from 'react-router'
import { ErrorBoundary } from './ErrorBoundary'
import { RetryingRouteError } from './RetryingRouteError'

/**
 * Wraps each route: a loading state while data suspends, and on failure what failed with a Retry button
 * that runs the failed queries again, which also happens by itself when the live feed comes back or a
 * 429's Retry-After is over. A new URL starts with a clean boundary.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          key={pathname}
          onReset={reset}
          fallback={(error, retry) => <RetryingRouteError error={error} onRetry={retry} />}
        >
          <Suspense
            fallback={
              <p className="page muted" aria-busy="true">
                {t`Loading…`}
              </p>
            }
          >
            {children}
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}
