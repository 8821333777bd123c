import { describe, expect, it } from 'vitest'
import { type DualChartData, dualLayout, dualPadding } from './dual-layout'

const series = (values: number[]) => ({ label: '', color: '', values, format: String })

describe('dualLayout', () => {
  const data: DualChartData = {
    times: [100, 200, 300],
    left: series([9e20, 1.1e21, 1e21]),
    right: series([1.5e14, 1.5e14, 1.52e14]),
  }
  const layout = dualLayout(data, 500, 200)

  it('spans the times across the plot between both axes', () => {
    expect(layout.x(100)).toBe(dualPadding.left)
    expect(layout.x(300)).toBe(500 - dualPadding.right)
  })

  it('gives each series its own scale, so both fill the height', () => {
    for (const [scale, values] of [
      [layout.left, data.left.values],
      [layout.right, data.right.values],
    ] as const) {
      for (const v of values) {
        const y = scale.y(v)
        expect(y).toBeGreaterThanOrEqual(layout.plot.top)
        expect(y).toBeLessThanOrEqual(layout.plot.bottom)
      }
      // The lowest and highest values sit at least a third of the plot apart: neither line lies flat.
      const span = scale.y(Math.min(...values)) - scale.y(Math.max(...values))
      expect(span).toBeGreaterThan((layout.plot.bottom - layout.plot.top) / 3)
    }
  })

  it('keeps a usable scale without points', () => {
    const empty = dualLayout({ times: [], left: series([]), right: series([]) }, 300, 150)
    expect(empty.left.ticks.length).toBeGreaterThan(1)
    expect(Number.isFinite(empty.right.y(0))).toBe(true)
  })
})
