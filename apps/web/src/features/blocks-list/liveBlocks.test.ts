import type { BlockExtended } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { withLiveBlocks } from './liveBlocks'

const block = (height: number, tag = 'a') =>
  ({ id: `${tag}${height}`, height }) as unknown as BlockExtended

const heights = (list: BlockExtended[] | undefined) => list?.map((b) => b.id)

describe('withLiveBlocks', () => {
  const page = Array.from({ length: 15 }, (_, i) => block(100 - i))

  it('puts a new block on top and keeps one page', () => {
    const next = withLiveBlocks(page, [block(101)])
    expect(next).toHaveLength(15)
    expect(heights(next)?.slice(0, 2)).toEqual(['a101', 'a100'])
    expect(heights(next)?.at(-1)).toBe('a87')
  })

  it('replaces the blocks a reorg took off the chain', () => {
    const next = withLiveBlocks(page, [block(100, 'b'), block(99, 'b')])
    expect(heights(next)?.slice(0, 3)).toEqual(['b100', 'b99', 'a98'])
  })

  it('leaves a page not loaded yet alone', () => {
    expect(withLiveBlocks(undefined, [block(101)])).toBeUndefined()
  })

  it('changes nothing for blocks it already holds', () => {
    expect(heights(withLiveBlocks(page, page.slice(0, 8)))).toEqual(heights(page))
  })
})
