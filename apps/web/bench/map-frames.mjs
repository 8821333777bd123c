// Frame arithmetic for the map part: how often the map drew while it was being panned.

/**
 * Frames per second over a window of draw start times (ms), from the first draw to the last: n draws
 * span n - 1 intervals. With the gaps between draws, so a smooth average cannot hide stalls.
 * @param {readonly number[]} starts draw start times, ascending
 * @returns {{ frames: number, fps: number, p95Gap: number, maxGap: number }}
 */
export function frameRate(starts) {
  if (starts.length < 2)
    return { frames: starts.length, fps: Number.NaN, p95Gap: Number.NaN, maxGap: Number.NaN }
  const gaps = starts
    .slice(1)
    .map((t, i) => t - (starts[i] ?? t))
    .sort((a, b) => a - b)
  const span = (starts.at(-1) ?? 0) - (starts[0] ?? 0)
  return {
    frames: starts.length,
    fps: span > 0 ? ((starts.length - 1) * 1000) / span : Number.NaN,
    p95Gap: gaps[Math.min(gaps.length - 1, Math.ceil(gaps.length * 0.95) - 1)] ?? Number.NaN,
    maxGap: gaps.at(-1) ?? Number.NaN,
  }
}

/**
 * `count` synthetic channels between real located nodes, in channels-geo's 8-tuple form: node i joins
 * node (i * 7919 + 13) mod n, a fixed spread of short and ocean-crossing lines, the same every run.
 * @param {readonly [number, number, string, string, ...unknown[]][]} nodes the world list's nodes
 * @param {number} count
 */
export function syntheticChannels(nodes, count) {
  if (nodes.length < 2) throw new Error('need at least two located nodes')
  return Array.from({ length: count }, (_, i) => {
    const a = nodes[i % nodes.length]
    const b = nodes[(i * 7919 + 13) % nodes.length]
    if (!a || !b) throw new Error('node index out of range')
    return [a[2], a[3], a[0], a[1], b[2], b[3], b[0], b[1]]
  })
}
