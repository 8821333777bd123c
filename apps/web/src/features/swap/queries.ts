import { getChains, getQuote, getTokens, getTransferStatus } from '@outpoint/swap-client'
import { queryOptions } from '@tanstack/react-query'
import type { SwapClients } from './clients'
import { type QuoteRequest, readQuote } from './model/quote'
import { defaultQuoteTiming, type QuoteTiming, refreshDelay } from './model/quoteTiming'
import { SwapServiceError, unwrap } from './model/serviceError'
import { statusPollInterval } from './model/status'

/** Every swap query starts with the service's address, so two services' data never mix. */
export const swapKey = (clients: SwapClients, ...parts: unknown[]) => [
  'swap',
  clients.baseUrl,
  ...parts,
]

/** The chains the service offers. They change rarely: fetched once per visit. */
export const chainsQueryOptions = (clients: SwapClients) =>
  queryOptions({
    queryKey: swapKey(clients, 'chains'),
    queryFn: async ({ signal }) => {
      const chains = unwrap(await getChains(clients.platform, {}, { signal }))
      return Array.isArray(chains) ? chains : []
    },
    staleTime: 5 * 60_000,
  })

export const tokensQueryOptions = (clients: SwapClients) =>
  queryOptions({
    queryKey: swapKey(clients, 'tokens'),
    queryFn: async ({ signal }) => {
      const tokens = unwrap(await getTokens(clients.platform, {}, { signal }))
      return Array.isArray(tokens) ? tokens : []
    },
    staleTime: 5 * 60_000,
  })

/**
 * The quote for a request, asked again before it expires: the refresh starts `leadMs` before the expiry,
 * so a fresh quote replaces it in time. A failed refresh keeps the old quote, which then goes stale.
 */
export const quoteQueryOptions = (
  clients: SwapClients,
  request: QuoteRequest,
  fromDecimals: number,
  timing: QuoteTiming = defaultQuoteTiming,
) =>
  queryOptions({
    queryKey: swapKey(clients, 'quote', request, fromDecimals),
    queryFn: async ({ signal }) =>
      readQuote(
        unwrap(await getQuote(clients.swap, request, { signal })),
        request,
        fromDecimals,
        Date.now(),
        timing,
      ),
    refetchInterval: (query) => {
      const data = query.state.data
      if (!data) return false
      // After a failed refresh, try again every few seconds rather than hammering a failing service.
      const delay = refreshDelay(data, Date.now(), timing)
      return query.state.status === 'error' ||
        query.state.errorUpdatedAt > query.state.dataUpdatedAt
        ? Math.max(delay, 2_000)
        : delay
    },
    staleTime: timing.lifetimeMs - timing.leadMs,
    retry: false,
    gcTime: 0,
  })

/** The service says it has no such swap (or refuses the id): asking again will not change that. */
export const isUnknownSwap = (error: unknown) =>
  error instanceof SwapServiceError && error.status >= 400 && error.status < 500

/** A swap's status, asked every `intervalMs` until it is final or the service says it knows no such swap. */
export const statusQueryOptions = (clients: SwapClients, id: string, intervalMs = 2_000) =>
  queryOptions({
    queryKey: swapKey(clients, 'status', id),
    queryFn: async ({ signal }) => {
      const numeric = /^\d{1,15}$/.test(id) ? Number(id) : undefined
      return unwrap(await getTransferStatus(clients.swap, { id: numeric ?? id }, { signal }))
    },
    refetchInterval: (query) =>
      query.state.data === undefined && isUnknownSwap(query.state.error)
        ? false
        : statusPollInterval(query.state.data?.status, intervalMs),
    retry: (failures, error) => failures < 3 && !isUnknownSwap(error),
  })
