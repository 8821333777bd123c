// The service's routes: the platform API under /api/v1 (chains, tokens) and the cross-chain API under
// /v0/transfer (quote, allowance, approve, send, status, history), answering the shapes of the swap
// client's OpenAPI documents.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HistoryResponse } from '@outpoint/swap-client'
import type { Pricing } from './amounts.js'
import { type ChainSlug, nativeAddress, platformChains, platformTokens } from './assets.js'
import type { SwapEngine } from './engine.js'
import { corsHeaders, readJsonObject, sendError, sendJson } from './http.js'
import { type AddressChecks, readOrder } from './order.js'
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
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request.headers.origin))
      response.end()
      return
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
      if (expiry !== undefined && expiry < now()) {
        return sendError(request, response, 400, 'The quote expired: ask for a new one.')
      }
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
      if (!swap)
        return sendError(
          request,
          response,
          404,
          'No such swap (this service forgets swaps when it restarts).',
        )
      return sendJson(request, response, 200, toTransaction(swap))
    }
    if (get && path === '/v0/transfer/history') {
      return sendJson(request, response, 200, history(engine, query))
    }
    sendError(request, response, 404, `No route ${request.method} ${url.pathname}.`)
  }
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
