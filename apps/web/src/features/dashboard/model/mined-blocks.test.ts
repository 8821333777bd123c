import type { BlockExtended } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { initFrame } from '../test/fixtures'
import { addBlock, minedBlockView, recentBlocks } from './mined-blocks'

const blocks = () => initFrame().blocks
const at = (height: number, id = `hash-${height}`): BlockExtended =>
  ({ ...(blocks()[0] as BlockExtended), height, id }) as BlockExtended

describe('mined blocks', () => {
  it('lists the blocks message newest first', () => {
    const list = recentBlocks(blocks())
    expect(list.map((b) => b.height)).toEqual([
      837050, 837049, 837048, 837047, 837046, 837045, 837044, 837043,
    ])
  })

  it('keeps one block per height', () => {
    const list = recentBlocks([at(5, 'a'), at(5, 'b'), at(4)])
    expect(list.map((b) => b.id)).toEqual(['b', 'hash-4'])
  })

  it('puts a new block first and pushes the oldest out', () => {
    const list = recentBlocks(blocks())
    const next = addBlock(list, at(837051))
    expect(next?.map((b) => b.height)).toEqual([
      837051, 837050, 837049, 837048, 837047, 837046, 837045, 837044,
    ])
  })

  it('replaces a block at a height it already holds and drops the stale ones above', () => {
    const list = [at(12), at(11), at(10)]
    const next = addBlock(list, at(11, 'reorg'))
    expect(next?.map((b) => b.id)).toEqual(['reorg', 'hash-10'])
  })

  it('shows height, pool, size, fill and median fee of a mempool.space block', () => {
    const view = minedBlockView(blocks().at(-1) as BlockExtended)
    expect(view).toMatchObject({
      height: 837050,
      pool: 'Foundry USA',
      txCount: 2659,
      size: 2137871,
      timestamp: 1711854927,
      totalFees: 10929414,
    })
    expect(view.hash).toMatch(/^0{20}e7d5/)
    expect(view.fill).toBeCloseTo(0.998, 3)
    expect(view.medianFee).toBeCloseTo(8.97, 2)
    expect(view.minFee).toBeCloseTo(7.12, 2)
    expect(view.maxFee).toBeCloseTo(261.78, 2)
  })

  it('copes with a block without mempool extras (esplora-only services)', () => {
    const { extras: _, ...bare } = at(9)
    const view = minedBlockView(bare as BlockExtended)
    expect(view).toMatchObject({ height: 9, pool: undefined, medianFee: undefined })
    // No virtualSize: the fill comes from the weight.
    expect(view.fill).toBeCloseTo(3992738 / 4 / 1_000_000, 6)
  })
})
