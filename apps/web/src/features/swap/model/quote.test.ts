import type { QuoteResponse } from '@outpoint/swap-client'
import { describe, expect, it } from 'vitest'
import { type QuoteRequest, readQuote } from './quote'

const request: QuoteRequest = {
  fromChain: 'local-31337',
  toChain: 'bitcoin',
  tokenSymbol: 'ETH',
  fromTokenAddress: '0x0000000000000000000000000000000000000000',
  toTokenSymbol: 'BTC',
  toTokenAddress: 'btc',
  tokenAmount: '1000000000000000000',
  fromUserAddress: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
  toUserAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
}

const response = (routes: unknown[]): QuoteResponse =>
  ({
    fromToken: { symbol: 'ETH', address: request.fromTokenAddress, decimals: 18 },
    toToken: { symbol: 'BTC', address: 'btc', decimals: 8 },
    fromChain: { slug: 'local-31337' },
    toChain: { slug: 'bitcoin' },
    routes,
  }) as QuoteResponse

const route = (amount: unknown, bridge = 'local') => ({
  duration: 2,
  route: [{ bridge, steps: ['bridge'] }],
  quote: {
    integration: bridge,
    amount,
    decimals: 8,
    fees: [
      {
        type: 'bridge',
        amount: '1000',
        amountUSD: '0',
        chainSlug: 'bitcoin',
        tokenSymbol: 'BTC',
        tokenAddress: 'btc',
        decimals: 8,
      },
      { type: 'gas', amount: 'lots' },
    ],
  },
})

describe('readQuote', () => {
  it('picks the route that pays most, with its fees, duration, rate and expiry', () => {
    const quote = readQuote(
      response([route('4000000', 'slow'), route('5000000', 'local'), route('x')]),
      request,
      18,
      1_000,
    )
    expect(quote).toMatchObject({
      integration: 'local',
      path: 'local',
      toAmount: 5_000_000n,
      toDecimals: 8,
      fees: ['0.00001 BTC (bridge)'],
      durationMinutes: 2,
      rate: '0.05',
      receivedAt: 1_000,
      expiresAt: 31_000,
    })
  })

  it('says when there is no route, or none it can read', () => {
    expect(() => readQuote(response([]), request, 18, 0)).toThrow(/no route/)
    expect(() => readQuote(response([route('-5'), null]), request, 18, 0)).toThrow(/cannot read/)
  })
})
