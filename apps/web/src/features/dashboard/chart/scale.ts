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

const timeSteps = [60, 300, 600, 900, 1800, 3600, 7200, 21600, 43200, 86400]

/** Times (s) on whole multiples of a round step, at most `count` of them between `start` and `end`. */
export function timeTicks(start: number, end: number, count = 5): number[] {
  if (!(end > start)) return []
  const step = timeSteps.find((s) => (end - start) / s <= count) ?? 86400
  const ticks: number[] = []
  for (let t = Math.ceil(start / step) * step; t <= end; t += step) ticks.push(t)
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
