import { plural } from '@lingui/core/macro'
/** Projected blocks the service sends; the last one is a stack holding the rest of the mempool. */
export const projectedBlockCount = 8
/** A block's vsize limit: how much of the stack one block takes. */
const blockVsize = 1_000_000

/**
 * How many blocks are mined before this transaction's block, from its live position (`txPosition`):
 * its projected block's index, or, in the last (stacked) block, that index plus how many full blocks
 * lie ahead of it there.
 */
export function blocksAhead(position: { block: number; vsize: number }): number {
  const last = projectedBlockCount - 1
  if (position.block < last) return Math.max(0, position.block)
  return last + Math.floor(Math.max(0, position.vsize) / blockVsize)
}

/** Expected seconds until the transaction is mined, with blocks `interval` seconds apart on average. */
export function etaSeconds(position: { block: number; vsize: number }, interval: number): number {
  return (blocksAhead(position) + 1) * interval
}

/** "~10 minutes", "~2 hours", "~3 days": an ETA as people read it. */
export function formatEta(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60))
  if (minutes < 90) return plural(minutes, { one: '~# minute', other: '~# minutes' })
  const hours = Math.round(minutes / 60)
  if (hours < 48) return plural(hours, { one: '~# hour', other: '~# hours' })
  const days = Math.round(hours / 24)
  return plural(days, { one: '~# day', other: '~# days' })
}
