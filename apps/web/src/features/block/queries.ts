import {
  type BlockAudit,
  type BlockExtended,
  type BlockStatus,
  type ExplorerClient,
  getBlock,
  getBlockAuditSummary,
  getBlockHash,
  getBlockHeader,
  getBlockStatus,
  getBlockSummary,
  getBlockTransactionsPage,
  getEsploraBlock,
  HttpRequestError,
  NotFoundError,
  type StrippedTransaction,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { esploraOnlyHosts } from '../../live/esploraOnlyHosts'
import { explorerKey } from '../../queries/keys'
import { isMissingRoute } from '../../queries/missingRoute'
import { orNull } from '../../queries/orNull'
import type { AnyTransaction } from '../transaction/model/types'

/** Everything cached about one block sits under this key, so a reorg refreshes it in one call. */
export const blockKey = (client: ExplorerClient, hash: string) => explorerKey(client, 'block', hash)

/**
 * The block with mempool's extras; null when no block has the hash. mempool answers an unknown hash with a
 * 500 "Failed to get block" (its backend's lookup throws), not a 404: Esplora's header route then says
 * whether the block exists (404 when not). A service without `/api/v1` (its 404 says the route does not
 * exist) gives Esplora's block.
 */
export async function blockOrNull(
  client: ExplorerClient,
  hash: string,
  signal?: AbortSignal,
): Promise<BlockExtended | null> {
  // A service with only the Esplora routes: its block, without mempool's extras (pool, fees, range).
  if (esploraOnlyHosts.has(client.baseUrl)) return orNull(getEsploraBlock(client, { hash, signal }))
  try {
    return await getBlock(client, { hash, signal })
  } catch (error) {
    if (isMissingRoute(error)) {
      esploraOnlyHosts.set(client.baseUrl, true)
      return orNull(getEsploraBlock(client, { hash, signal }))
    }
    if (error instanceof NotFoundError) return null
    if (!(error instanceof HttpRequestError && error.status === 500)) throw error
    if ((await orNull(getBlockHeader(client, { hash, signal }))) === null) return null
    throw error
  }
}

export function blockQueryOptions(client: ExplorerClient, hash: string) {
  return queryOptions<BlockExtended | null>({
    queryKey: [...blockKey(client, hash), 'extended'],
    queryFn: ({ signal }) => blockOrNull(client, hash, signal),
  })
}

export function blockStatusQueryOptions(client: ExplorerClient, hash: string) {
  return queryOptions<BlockStatus | null>({
    queryKey: [...blockKey(client, hash), 'status'],
    queryFn: ({ signal }) => orNull(getBlockStatus(client, { hash, signal })),
  })
}

export function blockSummaryQueryOptions(client: ExplorerClient, hash: string) {
  return queryOptions<StrippedTransaction[]>({
    queryKey: [...blockKey(client, hash), 'summary'],
    queryFn: ({ signal }) => getBlockSummary(client, { hash, signal }),
    // A block's transactions never change, even when a reorg takes it off the best chain.
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * The block's audit against mempool's template; null when the service has none (404: not audited yet, or
 * never, as on a service without audits). Not kept forever: a fresh block's audit may come a little later.
 */
export function blockAuditQueryOptions(client: ExplorerClient, hash: string) {
  return queryOptions<BlockAudit | null>({
    queryKey: [...blockKey(client, hash), 'audit'],
    queryFn: ({ signal }) => orNull(getBlockAuditSummary(client, { hash, signal })),
  })
}

/**
 * 25 transactions of the block from `startIndex`: one electrs page, or several of the 10 that mempool's
 * own backend (Umbrel, Start9) sends; `count` (the block's) spares the request that finds the end.
 */
export function blockTransactionsQueryOptions(
  client: ExplorerClient,
  hash: string,
  startIndex: number,
  count?: number,
) {
  return queryOptions<AnyTransaction[]>({
    queryKey: [...blockKey(client, hash), 'txs', startIndex],
    queryFn: ({ signal }) => getBlockTransactionsPage(client, { hash, startIndex, count, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The best-chain hash at a height; null when the chain is not that tall (yet). */
export function blockHashQueryOptions(client: ExplorerClient, height: number) {
  return queryOptions<string | null>({
    queryKey: explorerKey(client, 'block-height', height),
    queryFn: ({ signal }) => orNull(getBlockHash(client, { height, signal })),
  })
}
