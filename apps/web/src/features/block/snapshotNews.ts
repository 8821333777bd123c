import type { BlockExtended, BlockStatus } from '@outpoint/explorer-client'

/**
 * Whether a `blocks` list of the live feed (sent on connecting, on wanting blocks, after a gap) tells
 * an open block page anything its own requests, made moments before, did not: the block no longer (or
 * again) at its height in the best chain, or a next block its status does not name yet. Without a
 * status yet there is nothing to compare: the request still on its way answers from the same moment.
 */
export function snapshotNews(
  hash: string,
  status: BlockStatus | null | undefined,
  recent: readonly BlockExtended[],
): boolean {
  if (!status || status.height === undefined) return false
  const height = status.height
  const atHeight = recent.find((block) => block.height === height)
  if (atHeight && (atHeight.id === hash) !== status.in_best_chain) return true
  return (
    status.in_best_chain && status.next_best === undefined && recent.some((b) => b.height > height)
  )
}
