import type { StrippedTransaction } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { moveFrom, packOverview, rateOf, squareAt, squareSides } from './layout'

const tx = (n: number, fee: number, vsize: number, rate?: number): StrippedTransaction => ({
  txid: n.toString(16).padStart(64, '0'),
  fee,
  vsize,
  value: 0,
  ...(rate === undefined ? {} : { rate }),
})

function overlaps(layout: ReturnType<typeof packOverview>): boolean {
  const seen = new Set<number>()
  for (const s of layout.squares) {
    for (let y = s.y; y < s.y + s.size; y++) {
      for (let x = s.x; x < s.x + s.size; x++) {
        const key = y * layout.columns + x
        if (seen.has(key)) return true
        seen.add(key)
      }
    }
  }
  return false
}

describe('rateOf', () => {
  it('prefers the package rate and falls back to fee / vsize', () => {
    expect(rateOf(tx(1, 1000, 100, 3))).toBe(3)
    expect(rateOf(tx(1, 1000, 100))).toBe(10)
    expect(rateOf(tx(1, 1000, 0))).toBe(0)
  })
})

describe('squareSides', () => {
  it('gives area in proportion to vsize, at least one cell', () => {
    const sides = squareSides([tx(1, 0, 100), tx(2, 0, 400), tx(3, 0, 1), tx(4, 0, 1e9)], 10)
    expect(sides[2]).toBe(1)
    expect(sides[3]).toBe(9) // sqrt(0.75) of the width: the grid keeps slack for rounding
    const [a = 0, b = 0] = squareSides([tx(1, 0, 10_000), tx(2, 0, 40_000)], 75)
    expect(b / a).toBeCloseTo(2, 0)
  })
})

describe('packOverview', () => {
  it('places every transaction once, inside the grid, without overlap', () => {
    const txs = Array.from({ length: 500 }, (_, i) => tx(i, (i * 37) % 900, 100 + ((i * 53) % 900)))
    const layout = packOverview(txs)
    expect(layout.squares).toHaveLength(500)
    expect(new Set(layout.squares.map((s) => s.tx)).size).toBe(500)
    for (const s of layout.squares) {
      expect(s.x + s.size).toBeLessThanOrEqual(layout.columns)
      expect(s.y + s.size).toBeLessThanOrEqual(layout.rows)
    }
    expect(overlaps(layout)).toBe(false)
  })

  it('orders by fee rate, highest first, and puts the highest at the top left', () => {
    const txs = [tx(1, 100, 100), tx(2, 5000, 100), tx(3, 1000, 100)]
    const layout = packOverview(txs, 10)
    expect(layout.squares.map((s) => s.tx)).toEqual([1, 2, 0])
    expect(layout.squares[0]).toMatchObject({ x: 0, y: 0 })
  })

  it('is empty for no transactions', () => {
    const layout = packOverview([])
    expect(layout.squares).toHaveLength(0)
    expect(layout.rows).toBe(0)
    expect(squareAt(layout, 0, 0)).toBe(-1)
  })

  it('packs 4,000 transactions quickly', () => {
    const txs = Array.from({ length: 4000 }, (_, i) => tx(i, i * 3, 140 + ((i * 97) % 2000)))
    const started = performance.now()
    const layout = packOverview(txs)
    expect(performance.now() - started).toBeLessThan(500)
    expect(overlaps(layout)).toBe(false)
  })
})

describe('squareAt', () => {
  it('finds the square covering a cell, and -1 outside', () => {
    const layout = packOverview([tx(1, 900, 900), tx(2, 100, 100)], 4)
    const big = layout.squares[0]
    expect(big?.size).toBeGreaterThan(1)
    expect(squareAt(layout, (big?.size ?? 1) - 0.5, 0.2)).toBe(0)
    expect(squareAt(layout, -1, 0)).toBe(-1)
    expect(squareAt(layout, 0, layout.rows)).toBe(-1)
  })
})

describe('moveFrom', () => {
  const txs = Array.from({ length: 6 }, (_, i) => tx(i, 1000 - i, 100))
  const layout = packOverview(txs, 3)

  it('steps left and right through the fee order, stopping at the ends', () => {
    expect(moveFrom(layout, 0, 'left')).toBe(0)
    expect(moveFrom(layout, 0, 'right')).toBe(1)
    expect(moveFrom(layout, 5, 'right')).toBe(5)
  })

  it('goes up and down to the square in the next row', () => {
    // Six equal squares in a 3-wide grid: two rows of three.
    expect(layout.rows).toBe(2)
    expect(moveFrom(layout, 1, 'down')).toBe(4)
    expect(moveFrom(layout, 4, 'up')).toBe(1)
    expect(moveFrom(layout, 4, 'down')).toBe(4)
  })

  it('starts at the first square from no highlight, and has none in an empty layout', () => {
    expect(moveFrom(layout, -1, 'right')).toBe(0)
    expect(moveFrom(packOverview([]), -1, 'down')).toBe(-1)
  })
})
