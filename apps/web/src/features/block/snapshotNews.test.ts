import type { BlockExtended } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { snapshotNews } from './snapshotNews'

const hash = 'aa'.repeat(32)
const other = 'bb'.repeat(32)
const block = (height: number, id: string) => ({ height, id }) as BlockExtended

describe("the feed's recent blocks on connecting, for an open block page", () => {
  it('say nothing new when they agree with the status the page has', () => {
    const recent = [block(99, other), block(100, hash)]
    expect(snapshotNews(hash, { in_best_chain: true, height: 100 }, recent)).toBe(false)
    expect(
      snapshotNews(hash, { in_best_chain: true, height: 99, next_best: hash }, [block(100, hash)]),
    ).toBe(false)
  })

  it('say something when a next block came, or the block left or rejoined the best chain', () => {
    expect(
      snapshotNews(hash, { in_best_chain: true, height: 100 }, [
        block(100, hash),
        block(101, other),
      ]),
    ).toBe(true)
    expect(snapshotNews(hash, { in_best_chain: true, height: 100 }, [block(100, other)])).toBe(true)
    expect(snapshotNews(hash, { in_best_chain: false, height: 100 }, [block(100, hash)])).toBe(true)
  })

  it('say nothing without a status to compare with', () => {
    expect(snapshotNews(hash, undefined, [block(101, other)])).toBe(false)
    expect(snapshotNews(hash, null, [block(101, other)])).toBe(false)
    expect(snapshotNews(hash, { in_best_chain: false }, [block(101, other)])).toBe(false)
  })
})
