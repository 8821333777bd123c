import type { SwapClient } from '../client.js'
import type { CallResult } from '../fetch/types.js'
import type { operations } from '../wire/cross-chain.js'

type Operation = operations['getTransferStatus']
type Query = NonNullable<Operation['parameters']['query']>

/** Either the tracking id from {@link sendTransfer} or the source chain's transaction hash, never both. */
export type GetTransferStatusParameters =
  | { id: NonNullable<Query['id']>; txHash?: never; projectId?: string }
  | { id?: never; txHash: string; projectId?: string }
export type GetTransferStatusReturnType = CallResult<Operation>

/**
 * Where a transfer stands (`GET /v0/transfer/status`), by tracking id or by source transaction hash. `status`
 * moves from `Submitted` through `Pending Source Chain` and `Pending Destination Chain` to `Completed`, or ends in
 * a refund or failure value.
 *
 * @example
 * const { data } = await getTransferStatus(swap, { id: 239750 })
 * const byHash = await getTransferStatus(swap, { txHash: '0xabc...' })
 */
export function getTransferStatus(
  client: SwapClient,
  parameters: GetTransferStatusParameters,
  init: { signal?: AbortSignal } = {},
): Promise<GetTransferStatusReturnType> {
  return client.GET('/v0/transfer/status', { ...init, params: { query: parameters } })
}
