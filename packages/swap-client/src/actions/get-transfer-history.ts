import type { SwapClient } from '../client.js'
import type { CallResult } from '../fetch/types.js'
import type { operations } from '../wire/cross-chain.js'

type Operation = operations['getTransferHistory']

export type GetTransferHistoryParameters = NonNullable<Operation['parameters']['query']>
export type GetTransferHistoryReturnType = CallResult<Operation>

/**
 * Past transfers, filtered by user, chains and bridge, a page at a time (`GET /v0/transfer/history`).
 *
 * @example
 * const { data } = await getTransferHistory(swap, { userAddress, limit: 20, page: 1 })
 */
export function getTransferHistory(
  client: SwapClient,
  parameters: GetTransferHistoryParameters = {},
  init: { signal?: AbortSignal } = {},
): Promise<GetTransferHistoryReturnType> {
  return client.GET('/v0/transfer/history', { ...init, params: { query: parameters } })
}
