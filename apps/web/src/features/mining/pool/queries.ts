import {
  type BlockExtended,
  type ExplorerClient,
  getMiningPool,
  getPoolBlocks,
  getPoolHashrate,
  type MiningPool,
} from '@outpoint/explorer-client'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { orNull } from '../../../queries/orNull'
import { miningKey } from '../queries'

/**
 * Everything about one pool sits under the mining key, so a new block (useMiningFeed's invalidation and
 * the pool page's own) refreshes its counts, blocks and hashrate together.
 */
export const poolKey = (client: ExplorerClient, slug: string) => miningKey(client, 'pool', slug)

/** The pool's identity and block counts; null when the service knows no such pool (its 404). */
export function poolQueryOptions(client: ExplorerClient, slug: string) {
  return queryOptions<MiningPool | null>({
    queryKey: [...poolKey(client, slug), 'detail'],
    queryFn: ({ signal }) => orNull(getMiningPool(client, { slug, signal })),
    staleTime: 60_000,
  })
}

/** The pool's weekly hashrate and share, oldest first. */
export function poolHashrateQueryOptions(client: ExplorerClient, slug: string) {
  return queryOptions({
    queryKey: [...poolKey(client, slug), 'hashrate'],
    queryFn: ({ signal }) => getPoolHashrate(client, { slug, signal }),
    staleTime: 10 * 60_000,
  })
}

/**
 * The pool's blocks, newest first, a chunk per request (mempool sends 100, older backends 10) below the
 * last height of the one before: the height is the cursor, so a new block never shifts the older chunks.
 */
export function poolBlocksQueryOptions(client: ExplorerClient, slug: string) {
  return infiniteQueryOptions({
    queryKey: [...poolKey(client, slug), 'blocks'],
    queryFn: ({ signal, pageParam }) => getPoolBlocks(client, { slug, height: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    // A chunk shorter than the first (the service's page size) is the last one, as an empty one is.
    getNextPageParam: (last: BlockExtended[], all: BlockExtended[][]) =>
      last.length < (all[0]?.length ?? 0) ? undefined : last.at(-1)?.height,
    staleTime: 60_000,
  })
}
