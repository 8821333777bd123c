import type { StrippedTransaction } from '@outpoint/explorer-client'

/** One transaction's square, in grid cells (x right, y down). */
export interface Square {
  /** Index into the `txs` the layout was made from. */
  tx: number
  x: number
  y: number
  size: number
}

/** Every square, highest fee rate first, plus a cell → square map for hit-testing. */
export interface OverviewLayout {
  columns: number
  rows: number
  /** In packing order: highest fee rate first. */
  squares: readonly Square[]
  /** `columns * rows` cells, each the index into `squares` covering it, or -1. */
  cells: Int32Array
}

/** Columns of the grid: wide enough that a full block's small transactions stay one cell each. */
export const overviewColumns = 75
/** Share of the grid the squares would fill if each covered exactly its vsize: the rest is slack for rounding
 * and packing gaps. The canvas is as tall as the rows packed, so slack costs no empty space. */
const fill = 0.75

/** The fee rate a transaction is coloured and ordered by: the package rate when known, else fee / vsize. */
export function rateOf(tx: StrippedTransaction): number {
  if (tx.rate !== undefined && Number.isFinite(tx.rate)) return tx.rate
  return tx.vsize > 0 ? tx.fee / tx.vsize : 0
}

/**
 * The side of each square in cells: area by vsize, relative to the whole set so a near-empty block still
 * fills the grid; at least one cell, at most the grid width.
 */
export function squareSides(txs: readonly StrippedTransaction[], columns: number): number[] {
  const total = txs.reduce((sum, tx) => sum + Math.max(tx.vsize, 0), 0)
  const unit = total > 0 ? total / (columns * columns * fill) : 1
  return txs.map((tx) =>
    Math.min(columns, Math.max(1, Math.round(Math.sqrt(Math.max(tx.vsize, 0) / unit)))),
  )
}

/**
 * Packs the transactions highest fee rate first, in one pass: each square drops into the lowest spot of the
 * skyline (leftmost on ties), so the most valuable transactions sit at the top and the grid stays dense.
 */
export function packOverview(
  txs: readonly StrippedTransaction[],
  columns = overviewColumns,
): OverviewLayout {
  const sides = squareSides(txs, columns)
  const order = txs.map((_, i) => i)
  const rates = txs.map(rateOf)
  order.sort((a, b) => (rates[b] ?? 0) - (rates[a] ?? 0) || a - b)
  const skyline = new Int32Array(columns)
  const squares: Square[] = []
  let rows = 0
  for (const tx of order) {
    const size = sides[tx] ?? 1
    let bestX = 0
    let bestY = Number.POSITIVE_INFINITY
    for (let x = 0; x + size <= columns; x++) {
      let y = 0
      for (let k = x; k < x + size; k++) y = Math.max(y, skyline[k] ?? 0)
      if (y < bestY) {
        bestY = y
        bestX = x
      }
    }
    for (let k = bestX; k < bestX + size; k++) skyline[k] = bestY + size
    squares.push({ tx, x: bestX, y: bestY, size })
    rows = Math.max(rows, bestY + size)
  }
  return { columns, rows, squares, cells: cellMap(squares, columns, rows) }
}

function cellMap(squares: readonly Square[], columns: number, rows: number): Int32Array {
  const cells = new Int32Array(columns * rows).fill(-1)
  squares.forEach((square, index) => {
    for (let y = square.y; y < square.y + square.size; y++) {
      cells.fill(index, y * columns + square.x, y * columns + square.x + square.size)
    }
  })
  return cells
}

/** The square covering grid cell (x, y), as an index into `layout.squares`, or -1. */
export function squareAt(layout: OverviewLayout, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= layout.columns || y >= layout.rows) return -1
  return layout.cells[Math.floor(y) * layout.columns + Math.floor(x)] ?? -1
}

export type Direction = 'left' | 'right' | 'up' | 'down'

/**
 * The square an arrow key moves to from `from`: left and right step through the packing order (fee rate),
 * up and down go to the square above or below the current one's left edge, skipping empty cells.
 */
export function moveFrom(layout: OverviewLayout, from: number, direction: Direction): number {
  const count = layout.squares.length
  if (count === 0) return -1
  const square = layout.squares[from]
  if (!square) return 0
  if (direction === 'left') return Math.max(0, from - 1)
  if (direction === 'right') return Math.min(count - 1, from + 1)
  const step = direction === 'up' ? -1 : 1
  for (let y = direction === 'up' ? square.y - 1 : square.y + square.size; ; y += step) {
    if (y < 0 || y >= layout.rows) return from
    const hit = squareAt(layout, square.x, y)
    if (hit !== -1) return hit
  }
}
