import type { SwapClient } from '../client.js'
import type { CallResult } from '../fetch/types.js'
import type { operations } from '../wire/cross-chain.js'

type Operation = operations['sendTransfer']

/** The quote's parameters plus the chosen route (`route` and `integration` from one of the quote's routes). */
export type SendTransferParameters = Operation['requestBody']['content']['application/json']
export type SendTransferReturnType = CallResult<Operation>

/**
 * Creates the order for a chosen route (`POST /v0/transfer/send`). The answer's `id` tracks it with
 * {@link getTransferStatus}; its `tx` is the deposit: EVM calldata, or for a Bitcoin source a `meta` with the
 * recipient, amount and memo for a BTC wallet.
 *
 * @example
 * const { data } = await sendTransfer(swap, { ...quoteParameters, route: route.route, integration: route.quote.integration })
 */
export function sendTransfer(
  client: SwapClient,
  parameters: SendTransferParameters,
  init: { signal?: AbortSignal } = {},
): Promise<SendTransferReturnType> {
  return client.POST('/v0/transfer/send', { ...init, body: parameters })
}
