import type { MempoolBlock } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { initFrame } from '../test/fixtures'
import { blockFill, projectedBlocks, projectedEta } from './projected-blocks'

describe('projected blocks', () => {
  it('shapes mempool.space mempool-blocks for the bar', () => {
    const { 'mempool-blocks': blocks, da } = initFrame()
    const views = projectedBlocks(blocks, da.timeAvg)
    expect(views).toHaveLength(8)
    const [next] = views
    expect(next).toMatchObject({
      index: 0,
      txCount: 4888,
      vsize: 997944,
      minFee: 7,
      blocks: 1,
      eta: 574743,
    })
    expect(next?.medianFee).toBeCloseTo(7.0369, 3)
    expect(next?.maxFee).toBeCloseTo(236.07, 2)
    expect(next?.fill).toBeCloseTo(0.998, 3)
    expect(views.map((v) => v.eta)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => n * 574743))
  })

  it('counts how many blocks the last one, the rest of the mempool, stands for', () => {
    const views = projectedBlocks(initFrame()['mempool-blocks'], 600_000)
    // 168,604,440 vB is 169 blocks' worth; only the last block may stand for more than one.
    expect(views.at(-1)?.blocks).toBe(169)
    expect(views.at(-1)?.fill).toBe(1)
    expect(views.slice(0, -1).every((v) => v.blocks === 1)).toBe(true)
  })

  it('falls back to the median of the fee range for a block under half full (median 0)', () => {
    const small: MempoolBlock = {
      blockSize: 900,
      blockVSize: 450.25,
      nTx: 3,
      totalFees: 1200,
      medianFee: 0,
      feeRange: [3, 1, 2],
    }
    const [view] = projectedBlocks([small], 60_000)
    expect(view).toMatchObject({ medianFee: 2, minFee: 1, maxFee: 3, txCount: 3, vsize: 450.25 })
  })

  it('takes the middle of the fee range when the service sends a median of 0 (under half full)', () => {
    const half = { medianFee: 0, feeRange: [1, 1, 1.01, 1.03, 1.1, 1.2, 1.5], blockVSize: 373224 }
    const [view] = projectedBlocks([half as MempoolBlock], 600_000)
    expect(view?.medianFee).toBe(1.03)
  })

  it('estimates one block interval per block up to the one asked', () => {
    expect(projectedEta(0, 600_000)).toBe(600_000)
    expect(projectedEta(2, 60_000)).toBe(180_000)
  })

  it('fills a block at most once', () => {
    expect(blockFill(500_000)).toBe(0.5)
    expect(blockFill(2_000_000)).toBe(1)
  })
})
