// The quote and send answers for a checked order: one route through this service, its fee, a duration
// and an expiry after which send refuses the route.
import type { QuoteResponse, Route, RouteStep, SendResponse } from '@outpoint/swap-client'
import { decimals, nativeAddress, symbols, transferChain, transferToken } from './assets.js'
import { encodeSwapId } from './calldata.js'
import type { Order } from './order.js'
import type { Swap } from './swap.js'

export const integration = 'outpoint-local'

/** A route step as quoted: `expiresAt` (Unix ms) comes back in send's `route`, which checks it. */
export type QuotedStep = RouteStep & { expiresAt: number }

/** A quote answer: the contract's fields plus `expiresAt` (Unix ms), when the app should ask again. */
export type LocalQuote = QuoteResponse & { expiresAt: number }

/** The one step of this service's one route. */
function routeStep(): RouteStep {
  return {
    bridge: integration,
    name: 'Outpoint local swap',
    part: 100,
    steps: ['deposit', 'payout'],
  }
}

export function quoteAnswer(order: Order, expiresAt: number): LocalQuote {
  const step: QuotedStep = { ...routeStep(), expiresAt }
  const route: Route = {
    // Minutes: a simnet block (about 30 s) on the Bitcoin side, anvil mines at once.
    duration: 1,
    gas: '0',
    gasUSD: '0',
    quote: {
      integration,
      type: 'swap',
      amount: order.payout.toString(),
      decimals: decimals[order.to],
      amountUSD: '0',
      priceImpact: '0',
      fees: [
        {
          type: 'bridge',
          amount: order.fee.toString(),
          amountUSD: '0',
          chainSlug: order.from,
          tokenSymbol: symbols[order.from],
          tokenAddress: nativeAddress[order.from],
          decimals: decimals[order.from],
          deductedFromSourceToken: true,
        },
      ],
    },
    route: [step],
    distribution: { [integration]: 1 },
  }
  return {
    fromToken: transferToken(order.from),
    toToken: transferToken(order.to),
    fromChain: transferChain(order.from),
    toChain: transferChain(order.to),
    routes: [route],
    expiresAt,
  }
}

/** The expiry a send's route carries, when it carries one. */
export function routeExpiry(route: unknown): number | undefined {
  if (!Array.isArray(route)) return undefined
  const first: unknown = route[0]
  if (typeof first !== 'object' || first === null || !('expiresAt' in first)) return undefined
  return typeof first.expiresAt === 'number' ? first.expiresAt : undefined
}

/** What the user's wallet must do to start `swap`: an EVM transaction, or a BTC payment. */
export function sendAnswer(swap: Swap, depositAccount: string): SendResponse {
  const common = {
    id: swap.id,
    fromToken: transferToken(swap.from),
    toToken: transferToken(swap.to),
    fromChain: transferChain(swap.from),
    toChain: transferChain(swap.to),
    route: [routeStep()],
  }
  if (swap.from === 'anvil') {
    return {
      ...common,
      tx: {
        from: swap.fromUserAddress,
        to: depositAccount,
        value: `0x${swap.amount.toString(16)}`,
        data: encodeSwapId(swap.id),
      },
    }
  }
  const recipient = swap.depositAddress ?? ''
  return {
    ...common,
    tx: {
      to: recipient,
      value: swap.amount.toString(),
      meta: {
        from: swap.fromUserAddress,
        recipient,
        amount: swap.amount.toString(),
        memo: `OUTPOINT-SWAP:${swap.id}`,
      },
    },
  }
}
