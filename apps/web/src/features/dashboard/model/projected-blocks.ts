import type { MempoolBlock } from '@outpoint/explorer-client'
import { median } from './median'

/** A block holds at most 4 M weight units: 1 M virtual bytes. */
export const blockVsizeLimit = 1_000_000

/** A projected mempool block as the bar shows it. */
export interface ProjectedBlockView {
  index: number
  medianFee: number | undefined
  minFee: number | undefined
  maxFee: number | undefined
  txCount: number
  vsize: number
  totalFees: number
  /** How full a block it makes, 0..1. */
  fill: number
  /** How many blocks it stands for: above 1 only for the last one, the rest of the mempool. */
  blocks: number
  /** Expected wait (ms) until it is mined. */
  eta: number
}

/** How full a block of `vsize` is: 0..1. */
export function blockFill(vsize: number, limit = blockVsizeLimit): number {
  return Math.min(1, vsize / limit)
}

/**
 * Expected wait until projected block `index` (0 = next) starts being mined: one average block interval
 * per block up to it. Block arrivals have no memory, so the time since the last block does not shorten
 * the wait, and the estimate cannot drift while no block comes (the staleness users report in
 * mempool.space's ETA).
 */
export function projectedEta(index: number, blockInterval: number): number {
  return (index + 1) * blockInterval
}

/** Shapes the `mempool-blocks` message for the bar, given the average block interval in ms. */
export function projectedBlocks(
  blocks: readonly MempoolBlock[],
  blockInterval: number,
): ProjectedBlockView[] {
  return blocks.map((block, index) => {
    const vsize = block.blockVSize
    const { feeRange } = block
    const stands = index === blocks.length - 1 ? Math.max(1, Math.ceil(vsize / blockVsizeLimit)) : 1
    return {
      index,
      // mempool's backend sends a median of 0 for a block under half full (its median is taken at the
      // middle of a full block's weight): the middle of the fee range says more.
      medianFee: block.medianFee > 0 ? block.medianFee : median(feeRange),
      minFee: feeRange.length ? Math.min(...feeRange) : undefined,
      maxFee: feeRange.length ? Math.max(...feeRange) : undefined,
      txCount: block.nTx,
      vsize,
      totalFees: block.totalFees,
      fill: blockFill(vsize),
      blocks: stands,
      eta: projectedEta(index, blockInterval),
    }
  })
}
