// The service's routes: the platform API under /api/v1 (chains, tokens) and the cross-chain API under
// /v0/transfer (quote, allowance, approve, send, status, history), answering the shapes of the swap
// client's OpenAPI documents.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HistoryResponse } from '@outpoint/swap-client'
import type { Pricing } from './amounts.js'
import { type ChainSlug, nativeAddress, platformChains, platformTokens } from './assets.js'
import type { SwapEngine } from './engine.js'
import {
  allowOrigins,
  corsHeaders,
  fromAllowedPage,
  readJsonObject,
  sendError,
  sendJson,
} from './http.js'
import { type AddressChecks, type Order, readOrder } from './order.js'
import type { BitcoinPort, EvmPort } from './ports.js'
import { integration, quoteAnswer, routeExpiry, sendAnswer } from './quote.js'
import { toTransaction } from './swap.js'

export interface RouteContext {
  engine: SwapEngine
  bitcoin: BitcoinPort
  evm: EvmPort
  pricing: Pricing
  anvilRpcUrl: string
  /** How long a quote holds, in milliseconds. */
  quoteTtlMs: number
  /** The browser origins whose pages may call the service (the app's); tools send no Origin. */
  allowedOrigins: readonly string[]
  now: () => number
}

/** Any allowance covers a native coin: there is nothing to approve (the largest uint256). */
const unlimited = (2n ** 256n - 1n).toString()

export function createHandler(context: RouteContext) {
  const { engine, pricing, now } = context
  const addresses: AddressChecks = {
    isAddress: (chain, address) =>
      chain === 'bitcoin' ? context.bitcoin.isAddress(address) : context.evm.isAddress(address),
  }
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const query = Object.fromEntries(url.searchParams)
    const path = url.pathname.replace(/\/+$/, '')
    allowOrigins(request, context.allowedOrigins)
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request))
      response.end()
      return
    }
    // A page of another site can send a POST without asking first (a form, a text/plain fetch): it
    // must never create a swap. Reading is left to CORS.
    if (request.method !== 'GET' && !fromAllowedPage(request)) {
      return sendError(
        request,
        response,
        403,
        `Pages of ${request.headers.origin} may not use this service: it serves the app's own pages.`,
      )
    }
    const get = request.method === 'GET'
    if (get && path === '/api/v1/chains') {
      const chains = platformChains(context.anvilRpcUrl).filter(
        (chain) =>
          (!query.type || chain.type === query.type) &&
          (!query.integration || query.integration === integration),
      )
      return sendJson(request, response, 200, chains)
    }
    if (get && path === '/api/v1/tokens') {
      const tokens = platformTokens().filter(
        (token) =>
          (!query.chain || token.chain === query.chain) &&
          (!query.symbol || token.symbol.toUpperCase() === query.symbol.toUpperCase()) &&
          (!query.address || token.address.toLowerCase() === query.address.toLowerCase()),
      )
      return sendJson(request, response, 200, tokens)
    }
    if (get && path === '/v0/transfer/quote') {
      const order = readOrder(query, pricing, addresses)
      if (!order.ok) return sendError(request, response, 400, order.error)
      const short = await liquidityError(context, order.value)
      if (short) return sendError(request, response, 400, short)
      return sendJson(request, response, 200, quoteAnswer(order.value, now() + context.quoteTtlMs))
    }
    if (get && (path === '/v0/transfer/allowance' || path === '/v0/transfer/approve')) {
      const chain = query.fromChain as ChainSlug
      if (query.tokenAddress?.toLowerCase() !== nativeAddress[chain]) {
        return sendError(request, response, 400, 'Only the native coins BTC and ETH swap here.')
      }
      const answer = path.endsWith('allowance') ? { allowance: unlimited } : { tx: [] }
      return sendJson(request, response, 200, answer)
    }
    if (request.method === 'POST' && path === '/v0/transfer/send') {
      if (!isJson(request)) {
        return sendError(
          request,
          response,
          415,
          'Send the order as JSON, with Content-Type: application/json.',
        )
      }
      let body: Record<string, unknown>
      try {
        body = await readJsonObject(request)
      } catch (error) {
        return sendError(request, response, 400, (error as Error).message)
      }
      const order = readOrder(body, pricing, addresses)
      if (!order.ok) return sendError(request, response, 400, order.error)
      if (!Array.isArray(body.route)) return sendError(request, response, 400, 'Missing route.')
      const expiry = routeExpiry(body.route)
      if (expiry === undefined) {
        return sendError(
          request,
          response,
          400,
          'The route has no expiresAt: send the route of a quote as it came, or ask for a new one.',
        )
      }
      if (expiry < now()) {
        return sendError(request, response, 400, 'The quote expired: ask for a new one.')
      }
      const short = await liquidityError(context, order.value)
      if (short) return sendError(request, response, 400, short)
      const { fee: _fee, ...fields } = order.value
      const refund =
        fields.from === 'bitcoin' && addresses.isAddress('bitcoin', fields.fromUserAddress)
      const depositAccount = await context.evm.depositAccount()
      const swap = engine.create({
        ...fields,
        ...(fields.from === 'bitcoin' ? { depositAddress: context.bitcoin.freshAddress() } : {}),
        ...(refund ? { refundAddress: fields.fromUserAddress } : {}),
      })
      return sendJson(request, response, 200, sendAnswer(swap, depositAccount))
    }
    if (get && path === '/v0/transfer/status') {
      if (!query.id && !query.txHash) return sendError(request, response, 400, 'Give id or txHash.')
      const swap = query.id
        ? engine.swaps.get(Number(query.id))
        : engine.byTxHash(query.txHash ?? '')
      if (!swap) return sendError(request, response, 404, 'No such swap.')
      return sendJson(request, response, 200, toTransaction(swap))
    }
    if (get && path === '/v0/transfer/history') {
      // Swaps carry people's addresses: one address's history, never everyone's.
      if (!query.userAddress?.trim()) {
        return sendError(request, response, 400, 'Give userAddress: the swaps of one address.')
      }
      return sendJson(request, response, 200, history(engine, query))
    }
    sendError(request, response, 404, `No route ${request.method} ${url.pathname}.`)
  }
}

/** A send's body is JSON: a cross-site form or text/plain POST is not. */
function isJson(request: IncomingMessage): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

/**
 * Why the service cannot pay an order's payout now, or undefined when it can: ETH payouts come from the
 * liquidity account, whose balance is the limit (BTC payouts are bounded in `readOrder`: the faucet's
 * 10 BTC).
 */
async function liquidityError(context: RouteContext, order: Order): Promise<string | undefined> {
  if (order.to !== 'anvil') return undefined
  const available = await context.evm.liquidity()
  if (order.payout <= available) return undefined
  return `Amount too large: the service can pay at most ${formatEth(available)} ETH now; ask for less.`
}

/** Wei as ETH, to at most 6 decimals, rounded down. */
function formatEth(wei: bigint): string {
  const micro = wei / 10n ** 12n
  const whole = micro / 1_000_000n
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

function history(engine: SwapEngine, query: Record<string, string>): HistoryResponse {
  const user = query.userAddress?.toLowerCase()
  const matching = [...engine.swaps.values()]
    .filter(
      (swap) =>
        (!user ||
          swap.fromUserAddress.toLowerCase() === user ||
          swap.toUserAddress.toLowerCase() === user) &&
        (!query.fromChain || swap.from === query.fromChain) &&
        (!query.toChain || swap.to === query.toChain) &&
        (!query.bridge || query.bridge === integration),
    )
    .reverse()
  const limit = Math.min(Math.max(Math.trunc(Number(query.limit ?? 100)) || 100, 1), 1000)
  const page = Math.max(Math.trunc(Number(query.page ?? 1)) || 1, 1)
  return {
    transactions: matching.slice((page - 1) * limit, page * limit).map(toTransaction),
    pageInfo: { page, limit, total: matching.length },
  }
}
