import { describe, expect, it } from 'vitest'
import { chartLayout, padding } from './layout'

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
    expect(layout.ticks.at(-1)).toBe(40)
    expect(layout.y(40)).toBe(padding.top)
    expect(layout.y(0)).toBe(200 - padding.bottom)
  })

  it('scales lines to their own maximum', () => {
    const layout = chartLayout({ ...data, stacked: false }, 400, 200)
    expect(layout.tops[1]).toEqual([10, 20, 30])
    expect(layout.ticks.at(-1)).toBe(30)
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
    expect(Number.isFinite(layout.y(0))).toBe(true)
  })
})
