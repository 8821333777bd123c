import { t } from '@lingui/core/macro'
import { formatInteger } from '../format/number'
import { RouteError } from './RouteError'
import { useRetryByItself } from './useRetryByItself'

/** A route's failure that also tries again by itself (see `useRetryByItself`), and says when. */
export function RetryingRouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const wait = useRetryByItself(error, onRetry)
  const seconds = wait === undefined ? '' : formatInteger(Math.ceil(wait / 1000))
  return (
    <RouteError
      error={error}
      onRetry={onRetry}
      {...(wait === undefined ? {} : { note: t`Trying again in ${seconds} s.` })}
    />
  )
}
