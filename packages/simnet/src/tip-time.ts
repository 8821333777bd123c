/** Seconds in the hour a default history's tip is anchored to. */
const hour = 3_600

/**
 * The start of the UTC hour holding `nowMs`, in Unix seconds: the CLI's default tip time. Starts within
 * the same hour share one history (and its disk cache); the first start of each hour generates anew.
 */
export function hourStart(nowMs: number): number {
  return Math.floor(nowMs / 1000 / hour) * hour
}

/**
 * Reads `--tip-time`: `hour` (the start of the current UTC hour), whole Unix seconds, or an ISO 8601
 * date (`2026-11-21` or `2026-11-21T18:00:00Z`). Undefined when it is none of these. Fractions of a
 * second are dropped: block times are whole seconds.
 */
export function parseTipTime(text: string, nowMs: number): number | undefined {
  const value = text.trim()
  if (value === 'hour') return hourStart(nowMs)
  if (/^\d+$/.test(value)) return Number(value)
  // A date at least (Date.parse alone also reads forms like "1" or "March 7").
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined
  const ms = Date.parse(value)
  return Number.isFinite(ms) && ms >= 0 ? Math.floor(ms / 1000) : undefined
}
