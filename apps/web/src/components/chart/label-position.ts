/** How a label sits on its x: the canvas `textAlign` values the chart uses. */
export type LabelAlign = 'left' | 'center' | 'right'

const offset: Record<LabelAlign, number> = { left: 0, center: 0.5, right: 1 }

/**
 * The x to draw a label of `labelWidth` at, aligned `align` on `at`, so that all of it stays inside a
 * canvas `width` wide: a label that would cross an edge (the first or last time tick, centred on the
 * plot's ends) moves in just enough. A label wider than the canvas starts at its left edge.
 */
export function labelX(at: number, labelWidth: number, align: LabelAlign, width: number): number {
  const before = labelWidth * offset[align]
  const left = Math.max(0, Math.min(at - before, width - labelWidth))
  return left + before
}
