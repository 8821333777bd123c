import { t } from '@lingui/core/macro'
import type { QuoteResponse, RouteStep } from '@outpoint/swap-client'
import { formatUnitsText } from '../../../format/units'
import { defaultQuoteTiming, type QuoteTiming, quoteExpiry } from './quoteTiming'
import { rate, toBigInt } from './units'

/** What the quote call is asked: the pair, the amount in the smallest unit, and both users' addresses. */
export interface QuoteRequest {
  fromChain: string
  toChain: string
  tokenSymbol: string
  fromTokenAddress: string
  toTokenSymbol: string
  toTokenAddress: string
  tokenAmount: string
  fromUserAddress: string
  toUserAddress: string
}

/** The best route of a quote, as the page shows and sends it: read from untrusted JSON, text only. */
export interface SwapQuote {
  integration: string
  /** The route as the service sent it, to send back with the order. */
  route: RouteStep[]
  /** The bridges in order, for people: "thorswap → local". */
  path: string
  toAmount: bigint
  toDecimals: number
  toSymbol: string
  fromSymbol: string
  /** "0.0001 BTC (bridge)" per fee. */
  fees: string[]
  durationMinutes: number | undefined
  /** Destination tokens per source token. */
  rate: string | undefined
  receivedAt: number
  expiresAt: number
}

/** Why a quote cannot be used, for people. */
export class QuoteUnreadableError extends Error {
  override name = 'QuoteUnreadableError'
}

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value.slice(0, 200) : fallback
const decimalsOf = (value: unknown): number | undefined =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 36
    ? (value as number)
    : undefined

function feeText(fee: unknown): string | undefined {
  if (typeof fee !== 'object' || fee === null) return undefined
  const f = fee as Record<string, unknown>
  const amount = toBigInt(f.amount)
  const decimals = decimalsOf(f.decimals)
  if (amount === undefined || decimals === undefined) return undefined
  const kind = text(f.type)
  return `${formatUnitsText(amount, decimals)} ${text(f.tokenSymbol)}${kind ? ` (${kind})` : ''}`.trim()
}

/**
 * The route that pays the most, with its fees, duration and rate. Routes the page cannot read are skipped;
 * none left is an error that says so.
 */
export function readQuote(
  data: QuoteResponse,
  request: QuoteRequest,
  fromDecimals: number,
  receivedAt: number,
  timing: QuoteTiming = defaultQuoteTiming,
): SwapQuote {
  const routes = Array.isArray(data?.routes) ? data.routes : []
  let best: SwapQuote | undefined
  for (const route of routes) {
    const quote = route?.quote
    const toAmount = toBigInt(quote?.amount)
    const toDecimals = decimalsOf(quote?.decimals)
    if (!quote || toAmount === undefined || toDecimals === undefined) continue
    if (best && best.toAmount >= toAmount) continue
    const steps = Array.isArray(route.route) ? route.route : []
    const fromAmount = toBigInt(request.tokenAmount) ?? 0n
    best = {
      integration: text(quote.integration),
      route: steps,
      path: steps.map((step) => text(step?.bridge, '?')).join(' → ') || text(quote.integration),
      toAmount,
      toDecimals,
      toSymbol: request.toTokenSymbol,
      fromSymbol: request.tokenSymbol,
      fees: (Array.isArray(quote.fees) ? quote.fees : [])
        .map(feeText)
        .filter((fee) => fee !== undefined),
      durationMinutes:
        typeof route.duration === 'number' && route.duration >= 0 ? route.duration : undefined,
      rate: rate(fromAmount, fromDecimals, toAmount, toDecimals),
      receivedAt,
      expiresAt: quoteExpiry(receivedAt, data, timing),
    }
  }
  if (!best) {
    throw new QuoteUnreadableError(
      routes.length === 0
        ? t`The swap service has no route for this pair and amount. Try another amount or pair.`
        : t`The swap service sent a quote this page cannot read. Try again, or another amount.`,
    )
  }
  return best
}
