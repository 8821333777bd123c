import { type PriceCurrency, priceCurrencies } from '@outpoint/explorer-client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { ChartData } from '../../../components/chart/layout'
import { formatCompact, formatDecimal } from '../../../format/number'
import { useExplorerClient } from '../../../queries/client'
import { intervalNames } from '../../mining/intervals'
import { SectionError } from '../../mining/SectionError'
import { useIntervalParam } from '../../mining/useIntervalParam'
import { RangePicker } from '../RangePicker'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import { useRange } from '../useRange'
import { defaultPriceRange, priceRanges, priceSeries } from './price-series'
import { priceHistoryQueryOptions } from './priceQuery'

const priceColor = '#f7a13b'
const formatPrice = (value: number) => formatDecimal(value, 2)

/** `/graphs/price`: the price of one BTC over a range (`?range=`) in a currency (`?currency=`, USD). */
export default function PriceGraphPage() {
  const client = useExplorerClient()
  const [range, chooseRange] = useRange(priceRanges, defaultPriceRange)
  const [currency, chooseCurrency] = useIntervalParam<PriceCurrency>(
    'currency',
    priceCurrencies,
    'USD',
  )
  const query = useQuery({
    ...priceHistoryQueryOptions(client, currency),
    placeholderData: keepPreviousData,
  })
  // While another currency loads, the last one's rows are not this currency's: show none of them.
  const answer = query.isPlaceholderData ? undefined : query.data
  const series = useMemo(
    () => answer && priceSeries(answer, currency, range),
    [answer, currency, range],
  )
  const data = useMemo<ChartData | undefined>(
    () =>
      series && {
        times: series.times,
        series: [{ label: `BTC in ${currency}`, color: priceColor, values: series.prices }],
        stacked: false,
        range: true,
      },
    [series, currency],
  )
  const describe = useCallback(
    (index: number) => {
      const price = series?.prices[index]
      return price === undefined ? '' : `1 BTC = ${formatPrice(price)} ${currency}`
    },
    [series, currency],
  )
  const prices = series?.prices ?? []
  const latest = prices.at(-1)
  const words = intervalNames[range]
  return (
    <TimeSeriesGraph
      title="BTC price"
      testId="graph-price"
      status={data ? 'ready' : query.isError ? 'error' : 'loading'}
      error={
        <SectionError what="The price history" error={query.error} retry={() => query.refetch()} />
      }
      data={data}
      range={data ? range : undefined}
      controls={
        <div className="gr-price-controls">
          <RangePicker ranges={priceRanges} value={range} onChange={chooseRange} />
          <select
            aria-label="Currency"
            data-testid="graph-price-currency"
            value={currency}
            onChange={(event) => chooseCurrency(event.target.value as PriceCurrency)}
          >
            {priceCurrencies.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      }
      formatValue={formatCompact}
      formatCell={formatPrice}
      describe={describe}
      summary={
        latest === undefined
          ? `No BTC prices in ${currency} for ${words}.`
          : `The price of one BTC in ${currency} over ${words}: ${formatPrice(latest)} at the latest row, between ${formatPrice(Math.min(...prices))} and ${formatPrice(Math.max(...prices))}.`
      }
      fileName={`btc-price-${currency.toLowerCase()}-${range}`}
      empty={`No BTC prices in ${currency} for ${words}.`}
    />
  )
}
