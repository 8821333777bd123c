// Type tests, checked by `npm run typecheck`: every @ts-expect-error must meet an error, or the check fails.

import { getChains } from './actions/get-chains.js'
import { getQuote } from './actions/get-quote.js'
import { getTransferStatus } from './actions/get-transfer-status.js'
import { sendTransfer } from './actions/send-transfer.js'
import { createPlatformClient, createSwapClient } from './client.js'
import type { Chain, QuoteResponse, TransferStatus } from './wire/index.js'

const swap = createSwapClient()
const platform = createPlatformClient()

export async function checks() {
  // @ts-expect-error: a path the cross-chain API does not have
  await swap.GET('/v0/transfer/nothing')
  // @ts-expect-error: send is a POST
  await swap.GET('/v0/transfer/send')
  // @ts-expect-error: the quote needs its query
  await swap.GET('/v0/transfer/quote')
  // @ts-expect-error: chains belong to the platform client
  await getChains(swap)
  // @ts-expect-error: the quote client is the cross-chain one
  await getQuote(platform, {})
  // @ts-expect-error: tokenAmount is required
  await getQuote(swap, { fromChain: 'a', toChain: 'b' })
  // @ts-expect-error: status by id or by hash, not both
  await getTransferStatus(swap, { id: 1, txHash: '0x' })
  // @ts-expect-error: status needs one of them
  await getTransferStatus(swap, {})
  // @ts-expect-error: send needs its route
  await sendTransfer(swap, { fromChain: 'a' })

  const quote = await getQuote(swap, {
    fromChain: 'ethereum',
    toChain: 'bitcoin',
    tokenSymbol: 'ETH',
    fromTokenAddress: '0x0',
    toTokenSymbol: 'BTC',
    toTokenAddress: 'btc',
    tokenAmount: '1',
    fromUserAddress: '0x1',
    toUserAddress: 'bc1q',
  })
  if (quote.error === undefined) {
    const data: QuoteResponse = quote.data
    // @ts-expect-error: data is typed, not any
    const wrong: string = quote.data.routes
    void [data, wrong]
  } else {
    const error: { message?: string } | string = quote.error
    void error
  }

  const chains = await getChains(platform)
  if (chains.data) {
    const list: Chain[] = chains.data
    void list
  }
  const status = await getTransferStatus(swap, { txHash: '0xabc' })
  if (status.data) {
    const value: TransferStatus = status.data.status
    // @ts-expect-error: not a status the platform has
    const bad: TransferStatus = 'Done'
    void [value, bad]
  }
}
