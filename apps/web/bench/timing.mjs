// Arithmetic over what the pages part records in the browser: long tasks, overview draws and the
// projected-block deltas the page received, all in the page's own clock (ms since navigation).

/**
 * @typedef {object} Task
 * @property {number} start
 * @property {number} duration
 */

/**
 * @typedef {object} Draw one block-overview draw: when it started and when its task ended
 * @property {number} start
 * @property {number} end
 * @property {number} count transactions drawn
 */

/**
 * @typedef {object} Delta one `projected-block-transactions` delta as the page received it
 * @property {number} at when the page's socket handed it over
 * @property {number} added
 * @property {number} removed
 * @property {number} changed
 */

/**
 * The longest of the tasks that overlap [from, to]; 0 when none does.
 * @param {readonly Task[]} tasks
 * @param {number} from
 * @param {number} to
 */
export function longestTask(tasks, from, to) {
  let longest = 0
  for (const task of tasks) {
    if (task.start <= to && task.start + task.duration >= from)
      longest = Math.max(longest, task.duration)
  }
  return longest
}

/**
 * Total blocking time of the tasks that start in [from, to]: what each spends past 50 ms, the share
 * of a long task during which input has to wait for more than a frame or three.
 * @param {readonly Task[]} tasks
 * @param {number} from
 * @param {number} to
 */
export function blockingTime(tasks, from, to) {
  return tasks
    .filter((task) => task.start >= from && task.start <= to)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
}

/**
 * The first moment at or after `from` that is followed by `quietMs` without a long task starting,
 * as Lighthouse's time to interactive finds it (with a quiet window of our choosing): a task running
 * across `from`, or starting within the window, pushes the moment to its end.
 * @param {readonly Task[]} tasks
 * @param {number} from
 * @param {number} quietMs
 */
export function quietFrom(tasks, from, quietMs) {
  let at = from
  for (const task of [...tasks].sort((a, b) => a.start - b.start)) {
    const end = task.start + task.duration
    if (end <= at) continue
    if (task.start >= at + quietMs) break
    at = end
  }
  return at
}

/**
 * Pairs each delta with the first overview draw that starts after it and before the next delta: the
 * draw that shows it. A delta whose draw came after the next delta (or never) is left out, since
 * the draw then shows both.
 * @param {readonly Delta[]} deltas
 * @param {readonly Draw[]} draws
 * @returns {{ delta: Delta, draw: Draw, changes: number, latency: number }[]}
 */
export function pairDeltasWithDraws(deltas, draws) {
  const sorted = [...deltas].sort((a, b) => a.at - b.at)
  return sorted.flatMap((delta, index) => {
    const next = sorted[index + 1]?.at ?? Number.POSITIVE_INFINITY
    const draw = draws.find((d) => d.start >= delta.at && d.start < next)
    if (!draw) return []
    const changes = delta.added + delta.removed + delta.changed
    return [{ delta, draw, changes, latency: draw.end - delta.at }]
  })
}

/**
 * How long to wait before mining the next block so that it takes about `target` transactions, from
 * how many the last one took after waiting `waited` seconds (simnet's miner takes about what arrived
 * since the last block). Kept within [min, max] seconds.
 * @param {{ waited: number, took: number, target: number, min: number, max: number }} options
 */
export function nextWait({ waited, took, target, min, max }) {
  const wait = took > 0 ? (waited * target) / took : max
  return Math.min(max, Math.max(min, wait))
}
