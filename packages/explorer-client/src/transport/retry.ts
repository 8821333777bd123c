/** How the HTTP transport retries. Set `retries: 0` to leave retrying to an outer layer (see README). */
export interface RetryPolicy {
  /** Retries after the first attempt. Default 3. */
  retries: number
  /** Delay before the first retry in ms; doubles each retry. Default 500. */
  baseDelay: number
  /** Upper bound of one delay in ms, and the longest `Retry-After` the client will wait for. Default 30 000. */
  maxDelay: number
}

export const defaultRetryPolicy: RetryPolicy = { retries: 3, baseDelay: 500, maxDelay: 30_000 }

/** Statuses worth another try: rate limited, and the gateway answers of an overloaded or restarting backend. */
export const retryableStatuses: ReadonlySet<number> = new Set([429, 502, 503, 504])

/**
 * Delay before retry number `attempt` (0-based): exponential, capped, with "equal jitter" (half fixed, half
 * random) so that many clients dropped at once do not come back in step. The live feed reconnects by it too.
 */
export function backoffDelay(
  attempt: number,
  policy: Pick<RetryPolicy, 'baseDelay' | 'maxDelay'>,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelay, policy.baseDelay * 2 ** attempt)
  return ceiling / 2 + (random() * ceiling) / 2
}

/** Parses a `Retry-After` header (seconds, or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP date has day and month names; Date.parse would also take "-5" or "1.5" as dates in 2001.
  if (!/[a-z]/i.test(text)) return undefined
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
