import type { Network, StrippedTransaction } from '@outpoint/explorer-client'
import { feeColor } from '../../features/dashboard/model/fee-colors'
import { type OverviewLayout, rateOf } from './layout'

/** A mark on a transaction (an audit tag): its square takes `color` instead of the fee rate's. */
export interface OverviewMark {
  label: string
  color: string
}

/** Pixel geometry of a drawn layout: one cell's side, and the canvas size in CSS pixels. */
export interface OverviewGeometry {
  cell: number
  width: number
  height: number
}

/**
 * Cell size for a canvas `width` px wide: the grid fills the width, unless overflowing rows would make the
 * canvas taller than `maxHeight`, in which case the whole grid shrinks to fit.
 */
export function overviewGeometry(
  layout: OverviewLayout,
  width: number,
  maxHeight: number,
): OverviewGeometry {
  const rows = Math.max(layout.rows, 1)
  const cell = Math.max(Math.min(width / layout.columns, maxHeight / rows), 0)
  return { cell, width, height: Math.ceil(rows * cell) }
}

/**
 * Draws every square on one canvas: a fillRect each, no per-transaction objects beyond the layout, so a
 * 4,000-transaction block draws in a few milliseconds. `highlight` gets an outline in `outline` colour.
 */
export function drawOverview(
  ctx: CanvasRenderingContext2D,
  txs: readonly StrippedTransaction[],
  layout: OverviewLayout,
  geometry: OverviewGeometry,
  highlight: number,
  outline: string,
  network: Network,
  markOf?: (txid: string) => OverviewMark | undefined,
): void {
  const { cell } = geometry
  ctx.clearRect(0, 0, geometry.width, geometry.height)
  // A gap between squares only where cells are big enough to keep some colour.
  const gap = cell >= 4 ? 1 : 0
  for (const square of layout.squares) {
    const tx = txs[square.tx]
    if (!tx) continue
    ctx.fillStyle = markOf?.(tx.txid)?.color ?? feeColor(rateOf(tx), network)
    const side = square.size * cell - gap
    ctx.fillRect(square.x * cell, square.y * cell, Math.max(side, 0.5), Math.max(side, 0.5))
  }
  const marked = layout.squares[highlight]
  if (marked) {
    ctx.strokeStyle = outline
    ctx.lineWidth = 2
    const side = marked.size * cell
    ctx.strokeRect(
      marked.x * cell + 1,
      marked.y * cell + 1,
      Math.max(side - 2, 1),
      Math.max(side - 2, 1),
    )
  }
}
