/** Waits `ms`, or rejects when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/**
 * Spaces request starts `interval` ms apart however many callers wait at once, so a large wallet's scan
 * stays under a host's rate limit (a 429 that still comes is the client's to retry, after its Retry-After).
 */
export function createPacer(interval: number, sleep: Sleep, now: () => number = Date.now) {
  let next = 0
  return async (signal?: AbortSignal): Promise<void> => {
    const at = Math.max(now(), next)
    next = at + interval
    const wait = at - now()
    if (wait > 0) await sleep(wait, signal)
    signal?.throwIfAborted()
  }
}
