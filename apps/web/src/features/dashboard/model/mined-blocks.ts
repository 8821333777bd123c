import type { BlockExtended } from '@outpoint/explorer-client'
import { num } from './finite'
import { median } from './median'
import { blockFill } from './projected-blocks'

/** How many mined blocks the dashboard keeps: the init message brings 8, new ones push the oldest out. */
export const keptBlocks = 8

const isBlock = (value: unknown): value is BlockExtended =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BlockExtended).id === 'string' &&
  Number.isSafeInteger((value as BlockExtended).height)

/** The `blocks` message as a list, newest first, one block per height, invalid entries left out. */
export function recentBlocks(blocks: unknown, keep = keptBlocks): BlockExtended[] {
  if (!Array.isArray(blocks)) return []
  const byHeight = new Map<number, BlockExtended>()
  for (const block of blocks) if (isBlock(block)) byHeight.set(block.height, block)
  return [...byHeight.values()].sort((a, b) => b.height - a.height).slice(0, keep)
}

/**
 * Adds a `block` message to the list. A block at a height already held means a reorg: it replaces that
 * block, and blocks above it (now stale) are dropped until the service sends them again.
 */
export function addBlock(
  list: readonly BlockExtended[] | undefined,
  block: unknown,
  keep = keptBlocks,
): BlockExtended[] | undefined {
  if (!isBlock(block)) return list ? [...list] : undefined
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
  // Esplora-only services and some Liquid ones send blocks without mempool's `extras`.
  const extras: Partial<BlockExtended['extras']> = block.extras ?? {}
  const feeRange = Array.isArray(extras.feeRange) ? extras.feeRange.filter(Number.isFinite) : []
  const weight = num(block.weight)
  const vsize = num(extras.virtualSize) ?? (weight === undefined ? undefined : weight / 4)
  const pool = typeof extras.pool?.name === 'string' ? extras.pool.name : undefined
  return {
    hash: block.id,
    height: block.height,
    timestamp: num(block.timestamp) ?? 0,
    pool,
    txCount: num(block.tx_count) ?? 0,
    size: num(block.size) ?? 0,
    fill: blockFill(vsize),
    medianFee: num(extras.medianFee) ?? median(feeRange),
    minFee: feeRange.length ? Math.min(...feeRange) : undefined,
    maxFee: feeRange.length ? Math.max(...feeRange) : undefined,
    totalFees: num(extras.totalFees),
  }
}
