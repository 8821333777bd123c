import type { SwapClient } from '../client.js'
import type { CallResult } from '../fetch/types.js'
import type { operations } from '../wire/cross-chain.js'

type Operation = operations['getQuote']

export type GetQuoteParameters = Operation['parameters']['query']
export type GetQuoteReturnType = CallResult<Operation>

/**
 * Routes, fees, durations and amounts for moving a token to another chain and token (`GET /v0/transfer/quote`).
 *
 * @example
 * const { data } = await getQuote(swap, { fromChain: 'ethereum', toChain: 'bitcoin', tokenSymbol: 'ETH', ... })
 */
export function getQuote(
  client: SwapClient,
  parameters: GetQuoteParameters,
  init: { signal?: AbortSignal } = {},
): Promise<GetQuoteReturnType> {
  return client.GET('/v0/transfer/quote', { ...init, params: { query: parameters } })
}
