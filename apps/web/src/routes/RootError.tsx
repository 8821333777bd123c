import { useRouteError } from 'react-router'
import { RouteError } from './RouteError'

/** The last line of defence (a failed page chunk, a bug in the layout): a full reload is the retry. */
export function RootError() {
  const error = useRouteError()
  return <RouteError error={error} onRetry={() => globalThis.location.reload()} />
}
