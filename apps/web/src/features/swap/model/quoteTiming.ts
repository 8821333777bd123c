/**
 * How long a quote holds. The swap contract gives quotes no expiry, so the page gives them one; a service
 * that sends `expiresAt` (epoch milliseconds or an ISO date) can shorten it, never lengthen it.
 */
export interface QuoteTiming {
  /** A quote's life from when it arrived. */
  lifetimeMs: number
  /** The refresh starts this long before the quote expires, so a fresh one is there in time. */
  leadMs: number
}

export const defaultQuoteTiming: QuoteTiming = { lifetimeMs: 30_000, leadMs: 5_000 }

export function quoteExpiry(
  receivedAt: number,
  data: unknown,
  timing = defaultQuoteTiming,
): number {
  const latest = receivedAt + timing.lifetimeMs
  const said =
    typeof data === 'object' && data !== null ? Reflect.get(data, 'expiresAt') : undefined
  const time =
    typeof said === 'number' ? said : typeof said === 'string' ? Date.parse(said) : Number.NaN
  return Number.isFinite(time) && time > receivedAt ? Math.min(time, latest) : latest
}

/** A stale quote is never sent: its amounts may no longer hold. */
export function isStale(expiresAt: number, now: number): boolean {
  return now >= expiresAt
}

/**
 * Milliseconds until a quote's refresh: `leadMs` before it expires, or after two thirds of its life when
 * the service gives it so short a life that the lead would eat most of it (at least 250 ms).
 */
export function refreshDelay(
  quote: { receivedAt: number; expiresAt: number },
  now: number,
  timing = defaultQuoteTiming,
): number {
  const life = quote.expiresAt - quote.receivedAt
  const at = quote.receivedAt + Math.max(life - timing.leadMs, (life * 2) / 3)
  return Math.max(at - now, 250)
}
