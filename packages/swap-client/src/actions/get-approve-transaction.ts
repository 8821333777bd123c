import type { SwapClient } from '../client.js'
import type { CallResult } from '../fetch/types.js'
import type { operations } from '../wire/cross-chain.js'

type Operation = operations['getApproveTransaction']

export type GetApproveTransactionParameters = Operation['parameters']['query']
export type GetApproveTransactionReturnType = CallResult<Operation>

/**
 * The transactions that let the route's contract spend an amount of an ERC-20 token, for the user's wallet to sign (`GET /v0/transfer/approve`).
 *
 * @example
 * const { data } = await getApproveTransaction(swap, { ...allowanceParameters, tokenAmount: '1000000' })
 */
export function getApproveTransaction(
  client: SwapClient,
  parameters: GetApproveTransactionParameters,
  init: { signal?: AbortSignal } = {},
): Promise<GetApproveTransactionReturnType> {
  return client.GET('/v0/transfer/approve', { ...init, params: { query: parameters } })
}
