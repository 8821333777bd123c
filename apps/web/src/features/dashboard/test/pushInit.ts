import type { FakeFeed } from './fakeFeed'
import { type InitFrame, initFrame } from './fixtures'

/**
 * Pushes the mined and projected blocks of mempool.space's init answer the way the feed routes them to
 * the blockchain bar's topics. Call it inside `act`.
 */
export function pushInitBlocks(feed: FakeFeed, init: InitFrame = initFrame()): void {
  feed.push({ type: 'data', name: 'blocks' }, { key: 'blocks', data: init.blocks })
  feed.push(
    { type: 'data', name: 'mempool-blocks' },
    { key: 'mempool-blocks', data: init['mempool-blocks'] },
  )
}
