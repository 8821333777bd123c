import type { SwapClient } from '../client.js'
import type { CallResult } from '../fetch/types.js'
import type { operations } from '../wire/cross-chain.js'

type Operation = operations['getAllowance']

export type GetAllowanceParameters = Operation['parameters']['query']
export type GetAllowanceReturnType = CallResult<Operation>

/**
 * How much of an ERC-20 token the route's contract may already spend for the user (`GET /v0/transfer/allowance`).
 *
 * @example
 * const { data } = await getAllowance(swap, { fromChain: 'ethereum', tokenAddress, fromAddress, bridge, ... })
 */
export function getAllowance(
  client: SwapClient,
  parameters: GetAllowanceParameters,
  init: { signal?: AbortSignal } = {},
): Promise<GetAllowanceReturnType> {
  return client.GET('/v0/transfer/allowance', { ...init, params: { query: parameters } })
}
