import { useQuery } from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'
import { useSettings } from '../../settings/useSettings'
import { currentPrice, hasPrices, type PriceState, pastPrice } from './price'
import { historicalPriceQueryOptions, pricesQueryOptions } from './priceQueries'

/**
 * The price to show fiat values at, in the currency of the settings: of the moment `at` (Unix seconds,
 * a confirmed transaction's or a block's time) when given, else today's. One request serves every
 * amount of a moment (and today's every amount of the app).
 */
export function usePrice(at?: number | undefined): PriceState {
  const client = useExplorerClient()
  const { currency } = useSettings().settings
  const on = currency !== 'none' && hasPrices(client.network)
  const chosen = currency === 'none' ? 'USD' : currency
  const today = useQuery({ ...pricesQueryOptions(client), enabled: on && at === undefined })
  const past = useQuery({
    ...historicalPriceQueryOptions(client, chosen, at ?? 0),
    enabled: on && at !== undefined,
  })
  if (!on) return { kind: 'off' }
  const query = at === undefined ? today : past
  if (query.isPending) return { kind: 'pending' }
  if (query.isError) return { kind: 'unavailable' }
  return at === undefined
    ? currentPrice(today.data ?? null, chosen)
    : pastPrice(past.data ?? null, chosen)
}
