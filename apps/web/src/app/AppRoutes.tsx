import { useLocation, useRoutes } from 'react-router'
import { ErrorBoundary } from '../routes/ErrorBoundary'
import { RouteError } from '../routes/RouteError'
import { routesFor } from '../routes/routes'

/** The routes, under a last line of defence (a failed chunk, a bug in the frame): Retry reloads. */
export function AppRoutes() {
  const element = useRoutes(routesFor(useLocation().pathname))
  return (
    <ErrorBoundary
      fallback={(error) => (
        <RouteError error={error} onRetry={() => globalThis.location.reload()} />
      )}
    >
      {element}
    </ErrorBoundary>
  )
}
