import { describe, expect, it } from 'vitest'
import { foldRows, layoutFlow } from './flow'

const sats = (value: number) => ({ kind: 'sats', sats: value }) as const
const row = (label: string, value: number) => ({ label, value, amount: sats(value) })
const rows = (n: number, value = 1_000) =>
  Array.from({ length: n }, (_, i) => row(`row ${i}`, value))

describe('foldRows', () => {
  it('keeps up to 20 rows as they are', () => {
    expect(foldRows(rows(20))).toHaveLength(20)
  })

  it('folds the rest into one "N more" row carrying their value', () => {
    const folded = foldRows(rows(5_000))
    expect(folded).toHaveLength(20)
    expect(folded[19]).toEqual({
      label: '4981 more',
      value: 4_981_000,
      amount: sats(4_981_000),
      count: 4_981,
    })
  })
})

describe('layoutFlow', () => {
  it('sizes bands by value and joins them edge to edge at the middle', () => {
    const layout = layoutFlow([row('a', 3_000), row('b', 1_000)], [row('c', 4_000)], 160)
    const [a, b] = layout.inputs
    expect(a?.middleHeight).toBe(120)
    expect(b?.middleHeight).toBe(40)
    expect(b?.middleY).toBe((a?.middleY ?? 0) + 120)
    expect((a?.height ?? 0) / (b?.height ?? 1)).toBeCloseTo(3)
    expect(layout.outputs[0]?.middleHeight).toBe(160)
  })

  it('keeps dust visible and every band inside the diagram', () => {
    const layout = layoutFlow([row('big', 100_000_000)], [...rows(30, 546), row('big', 99_000_000)])
    for (const item of layout.outputs) {
      expect(item.height).toBeGreaterThan(1)
      expect(item.y + item.height).toBeLessThanOrEqual(layout.height + 1e-9)
    }
  })
})
