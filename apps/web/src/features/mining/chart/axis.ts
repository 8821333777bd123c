import { niceStep } from '../../dashboard/chart/scale'

/**
 * Round ticks covering `min`..`max` (about `count` steps), not from zero: hashrate and difficulty move by a
 * few percent, which a zero-based axis would flatten into a line.
 */
export function rangeTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1]
  let low = Math.min(min, max)
  let high = Math.max(min, max)
  if (high === low) {
    // A flat series still gets an axis: a band of 10 % around its value (0..1 at zero).
    const half = Math.abs(high) * 0.05 || 0.5
    low = high === 0 ? 0 : low - half
    high = high === 0 ? 1 : high + half
  }
  const step = niceStep((high - low) / count)
  const start = Math.floor(low / step + 1e-9) * step
  const end = Math.max(start + step, Math.ceil(high / step - 1e-9) * step)
  const ticks: number[] = []
  for (let i = 0; start + i * step <= end + step / 2; i++) ticks.push(start + i * step)
  return ticks
}

const day = 86_400
/** Days between date ticks: a day up to a year. Months are drawn as 30 days: the labels name the date. */
const daySteps = [1, 2, 7, 14, 30, 61, 91, 182, 365]

/** Midnight-UTC times (s) between `start` and `end`, at most `count` of them, evenly spaced in days. */
export function dateTicks(start: number, end: number, count = 5): number[] {
  if (!(end > start)) return []
  const days = daySteps.find((s) => (end - start) / (s * day) <= count)
  const step = (days ?? Math.ceil((end - start) / (count * 365 * day)) * 365) * day
  const ticks: number[] = []
  for (let t = Math.ceil(start / step) * step; t <= end; t += step) ticks.push(t)
  return ticks
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A tick's date: `3 Nov` within a span under a year, `Nov 2026` beyond; in local time or UTC. */
export function formatTickDate(
  seconds: number,
  spanSeconds: number,
  mode: 'local' | 'utc',
): string {
  const date = new Date(seconds * 1000)
  const utc = mode === 'utc'
  const month = months[utc ? date.getUTCMonth() : date.getMonth()] ?? ''
  if (spanSeconds > 365 * day) return `${month} ${utc ? date.getUTCFullYear() : date.getFullYear()}`
  return `${utc ? date.getUTCDate() : date.getDate()} ${month}`
}

const prefixes = ['', 'k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y']
const threeDigits = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 })

/** A value with a decimal SI prefix and unit: `1.05 EH/s`, `152 T`, `0.999`. */
export function formatSi(value: number, unit = ''): string {
  if (!Number.isFinite(value)) return '–'
  let scaled = value
  let prefix = 0
  while (Math.abs(scaled) >= 999.5 && prefix < prefixes.length - 1) {
    scaled /= 1000
    prefix++
  }
  const suffix = `${prefixes[prefix]}${unit}`
  return suffix ? `${threeDigits.format(scaled)} ${suffix}` : threeDigits.format(scaled)
}
