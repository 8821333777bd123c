/*
 * The bottom sheet's gesture rules, apart from the DOM so they can be tested with made-up pointer data.
 * Positions are "visible heights" in px: how much of the sheet shows above the bottom edge.
 */

/** A pointer position (clientY, px) at a time (ms). */
export interface Sample {
  y: number
  t: number
}

/** Released below three quarters of the lowest snap point's height: closes. */
export const closeFraction = 0.25
/** A downward flick faster than this (px/ms) closes; an upward one moves up a snap point. */
export const flickVelocity = 0.4
/** Only the last moments of a drag say how fast it was released. */
export const velocityWindowMs = 100
/** Movement (px) before a press becomes a drag, so taps on links stay taps. */
export const dragSlop = 6

/** Release speed in px/ms from the samples of the last `windowMs` (positive: downwards). */
export function releaseVelocity(samples: readonly Sample[], windowMs = velocityWindowMs): number {
  const last = samples.at(-1)
  if (!last) return 0
  const first = samples.find((s) => last.t - s.t <= windowMs) ?? last
  const dt = last.t - first.t
  return dt > 0 ? (last.y - first.y) / dt : 0
}

/**
 * The visible height while dragging: follows the finger down to closed; above the top it moves a fifth
 * as far (the sheet cannot grow, so it resists).
 */
export function dragPosition(start: number, dy: number, height: number): number {
  const free = start - dy
  if (free <= height) return Math.max(0, free)
  return height + (free - height) / 5
}

export type Settle = { close: true } | { close: false; snap: number }

/**
 * Where a released sheet goes: closed, or the index of a snap point (fractions of `height`, ascending).
 * A fast flick down closes and a fast flick up goes to the next snap point above; otherwise the sheet
 * closes when dragged more than a quarter of the lowest snap point's height below it, else it snaps to
 * the nearest point.
 */
export function settle(options: {
  height: number
  snaps: readonly number[]
  /** Visible height where the drag started and where it was released. */
  start: number
  end: number
  velocity: number
}): Settle {
  const { height, snaps, end, velocity } = options
  const points = snaps.map((s) => s * height)
  const lowest = points[0] ?? height
  if (velocity > flickVelocity) return { close: true }
  if (velocity < -flickVelocity) {
    const above = points.findIndex((p) => p > Math.max(end, options.start) + 1)
    return { close: false, snap: above === -1 ? points.length - 1 : above }
  }
  if (end < lowest * (1 - closeFraction)) return { close: true }
  let nearest = 0
  for (let i = 1; i < points.length; i++) {
    if (Math.abs((points[i] ?? 0) - end) < Math.abs((points[nearest] ?? 0) - end)) nearest = i
  }
  return { close: false, snap: nearest }
}
