import type { BlockExtended } from '@outpoint/explorer-client'
import { addBlock } from '../dashboard/model/mined-blocks'
import { blocksPerPage } from './paging'

/**
 * Page 1 after live blocks: a `block` message or the `blocks` list sent on every (re)connect. Each block
 * goes on top; one at a height already held is a reorg and replaces it, dropping the now stale blocks
 * above (addBlock). The oldest fall off past a page. Nothing is added before the page's first answer.
 */
export function withLiveBlocks(
  page: readonly BlockExtended[] | undefined,
  incoming: readonly BlockExtended[],
): BlockExtended[] | undefined {
  if (!page) return undefined
  const oldestFirst = [...incoming].sort((a, b) => a.height - b.height)
  return oldestFirst.reduce<BlockExtended[]>(
    (list, block) => addBlock(list, block, blocksPerPage),
    [...page],
  )
}
