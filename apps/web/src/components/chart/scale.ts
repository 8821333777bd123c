/** A linear map from a domain onto a range (pixels); a flat domain maps onto the range's start. */
export function linear(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  const span = d1 - d0
  return span === 0 ? () => r0 : (value) => r0 + ((value - d0) / span) * (r1 - r0)
}

/** The smallest of 1, 2, 2.5, 5 times a power of ten that is at least `value`. */
export function niceStep(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const factor of [1, 2, 2.5, 5, 10]) {
    if (factor * power >= value * (1 - 1e-9)) return factor * power
  }
  return 10 * power
}

/** Round y-axis ticks from 0 past `max`: about `count` steps. */
export function yTicks(max: number, count = 4): number[] {
  const step = niceStep((max > 0 ? max : 1) / count)
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step)
  const ticks: number[] = []
  for (let tick = 0; tick <= top + step / 2; tick += step) ticks.push(tick)
  return ticks
}

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

/** The index of the time nearest to `t` in ascending `times`, or -1 when there are none. */
export function nearestIndex(times: readonly number[], t: number): number {
  if (times.length === 0) return -1
  let low = 0
  let high = times.length - 1
  while (high - low > 1) {
    const middle = (low + high) >> 1
    if ((times[middle] as number) <= t) low = middle
    else high = middle
  }
  const a = times[low] as number
  const b = times[high] as number
  return Math.abs(t - a) <= Math.abs(b - t) ? low : high
}
