import { RouteError } from './RouteError'
import { useRetryByItself } from './useRetryByItself'

/** A route's failure that also tries again by itself (see `useRetryByItself`), and says when. */
export function RetryingRouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const wait = useRetryByItself(error, onRetry)
  return (
    <RouteError
      error={error}
      onRetry={onRetry}
      {...(wait === undefined ? {} : { note: `Trying again in ${Math.ceil(wait / 1000)} s.` })}
    />
  )
}
