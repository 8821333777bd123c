import { isRetryable } from '@outpoint/explorer-client'
import { retryDelay } from '../../queries/queryClient'

export interface BackoffOptions {
  /** Attempts after the first. */
  retries?: number
  /** Resolves after `ms`, or rejects when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Told before each wait, e.g. to show "waiting". */
  onWait?: (ms: number, error: unknown) => void
  signal?: AbortSignal
}

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/**
 * Runs `request`, and on a retryable failure (429, 5xx, timeout, network) waits as the app's one policy
 * says (`retryDelay`, which honours Retry-After) and tries again, at most `retries` times: one request
 * in flight at a time, never a burst. The last error is thrown.
 */
export async function withBackoff<T>(
  request: () => Promise<T>,
  { retries = 4, sleep: wait = sleep, onWait, signal }: BackoffOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request()
    } catch (error) {
      if (attempt >= retries || !isRetryable(error) || signal?.aborted) throw error
      const ms = retryDelay(attempt, error)
      onWait?.(ms, error)
      await wait(ms, signal)
    }
  }
}
