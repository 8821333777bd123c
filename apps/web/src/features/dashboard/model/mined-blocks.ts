import type { BlockExtended } from '@outpoint/explorer-client'
import { median } from './median'
import { blockFill } from './projected-blocks'

/** How many mined blocks the dashboard keeps: the init message brings 8, new ones push the oldest out. */
export const keptBlocks = 8

/** The `blocks` message as a list, newest first, one block per height. */
export function recentBlocks(blocks: readonly BlockExtended[], keep = keptBlocks): BlockExtended[] {
  const byHeight = new Map<number, BlockExtended>()
  for (const block of blocks) byHeight.set(block.height, block)
  return [...byHeight.values()].sort((a, b) => b.height - a.height).slice(0, keep)
}

/**
 * Adds a `block` message to the list. A block at a height already held means a reorg: it replaces that
 * block, and blocks above it (now stale) are dropped until the service sends them again.
 */
export function addBlock(
  list: readonly BlockExtended[] | undefined,
  block: BlockExtended,
  keep = keptBlocks,
): BlockExtended[] {
  const kept = (list ?? []).filter((b) => b.height < block.height)
  return [block, ...kept].slice(0, keep)
}

/** A mined block as the bar and the table show it. */
export interface MinedBlockView {
  hash: string
  height: number
  /** Seconds since the epoch. */
  timestamp: number
  pool: string | undefined
  txCount: number
  size: number
  fill: number
  medianFee: number | undefined
  minFee: number | undefined
  maxFee: number | undefined
  totalFees: number | undefined
}

export function minedBlockView(block: BlockExtended): MinedBlockView {
  // Liquid blocks outside mempool's cache come without `extras`; Liquid's have no pool.
  const { extras } = block
  const feeRange = extras?.feeRange ?? []
  return {
    hash: block.id,
    height: block.height,
    timestamp: block.timestamp,
    pool: extras?.pool?.name,
    txCount: block.tx_count,
    size: block.size,
    fill: blockFill(extras?.virtualSize ?? block.weight / 4),
    medianFee: extras?.medianFee ?? median(feeRange),
    minFee: feeRange.length ? Math.min(...feeRange) : undefined,
    maxFee: feeRange.length ? Math.max(...feeRange) : undefined,
    totalFees: extras?.totalFees,
  }
}
