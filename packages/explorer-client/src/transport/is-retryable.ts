import { HttpRequestError, NetworkError, TimeoutError } from '../errors.js'
import { retryableStatuses } from './retry.js'

/**
 * Whether an error from an action is worth trying again later: network failures, timeouts, 429 and
 * 502/503/504. For an outer retry layer (TanStack Query's `retry`) when the client's own retries are off:
 * pair `retry: false` in the client with `retry: (n, e) => n < 3 && isRetryable(e)` in the query layer,
 * never both, or the attempts multiply (4 x 4 = 16 requests for one failure).
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true
  return error instanceof HttpRequestError && retryableStatuses.has(error.status)
}
