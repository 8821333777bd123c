import { describe, expect, it } from 'vitest'
import { type ChartData, chartLayout, dualPadding, padding } from './layout'

const data = {
  times: [0, 60, 120],
  series: [
    { label: 'a', color: '#111', values: [1, 2, 3] },
    { label: 'b', color: '#222', values: [10, 20, 30] },
  ],
}

describe('chart layout', () => {
  it('stacks areas so the top edge is the total', () => {
    const layout = chartLayout({ ...data, stacked: true }, 400, 200)
    expect(layout.tops).toEqual([
      [1, 2, 3],
      [11, 22, 33],
    ])
    expect(layout.left.ticks.at(-1)).toBe(40)
    expect(layout.left.y(40)).toBe(padding.top)
    expect(layout.left.y(0)).toBe(200 - padding.bottom)
  })

  it('scales lines to their own maximum', () => {
    const layout = chartLayout({ ...data, stacked: false }, 400, 200)
    expect(layout.tops[1]).toEqual([10, 20, 30])
    expect(layout.left.ticks.at(-1)).toBe(30)
  })

  it('spans the plot from the first to the last time', () => {
    const layout = chartLayout({ ...data, stacked: false }, 400, 200)
    expect(layout.x(0)).toBe(padding.left)
    expect(layout.x(120)).toBe(400 - padding.right)
  })

  it('stays drawable with no data or no room', () => {
    const layout = chartLayout({ times: [], series: [], stacked: true }, 0, 0)
    expect(layout.plot.right).toBeGreaterThan(layout.plot.left)
    expect(layout.plot.bottom).toBeGreaterThan(layout.plot.top)
    expect(Number.isFinite(layout.left.y(0))).toBe(true)
  })
})

const series = (values: number[]) => ({ label: '', color: '', values })

describe('chart layout with a scale on each side', () => {
  const left = series([9e20, 1.1e21, 1e21])
  const right = series([1.5e14, 1.5e14, 1.52e14])
  const data: ChartData = {
    times: [100, 200, 300],
    series: [left],
    stacked: false,
    range: true,
    right,
  }
  const layout = chartLayout(data, 500, 200)

  it('spans the times across the plot between both axes', () => {
    expect(layout.x(100)).toBe(dualPadding.left)
    expect(layout.x(300)).toBe(500 - dualPadding.right)
  })

  it('gives each series its own scale, so both fill the height', () => {
    for (const [scale, values] of [
      [layout.left, left.values],
      [layout.right, right.values],
    ] as const) {
      if (!scale) throw new Error('no scale for the right series')
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
    const empty = chartLayout(
      { times: [], series: [series([])], stacked: false, range: true, right: series([]) },
      300,
      150,
    )
    expect(empty.left.ticks.length).toBeGreaterThan(1)
    expect(Number.isFinite(empty.right?.y(0))).toBe(true)
  })
})
