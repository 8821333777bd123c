import { t } from '@lingui/core/macro'
import { type PriceCurrency, priceCurrencies } from '@outpoint/explorer-client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { ChartData } from '../../../components/chart/layout'
import { formatCompact, formatDecimal } from '../../../format/number'
import { useExplorerClient } from '../../../queries/client'
import { intervalName } from '../../mining/intervals'
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
        series: [{ label: t`BTC in ${currency}`, color: priceColor, values: series.prices }],
        stacked: false,
        range: true,
      },
    [series, currency],
  )
  const describe = useCallback(
    (index: number) => {
      const price = series?.prices[index]
      if (price === undefined) return ''
      const figure = formatPrice(price)
      return t`1 BTC = ${figure} ${currency}`
    },
    [series, currency],
  )
  const prices = series?.prices ?? []
  const latest = prices.at(-1)
  const words = intervalName(range)
  const empty = t`No BTC prices in ${currency} for ${words}.`
  let summary = empty
  if (latest !== undefined) {
    const newest = formatPrice(latest)
    const lowest = formatPrice(Math.min(...prices))
    const highest = formatPrice(Math.max(...prices))
    summary = t`The price of one BTC in ${currency} over ${words}: ${newest} at the latest row, between ${lowest} and ${highest}.`
  }
  return (
    <TimeSeriesGraph
      title={t`BTC price`}
      testId="graph-price"
      status={data ? 'ready' : query.isError ? 'error' : 'loading'}
      error={
        <SectionError
          what={t`The price history`}
          error={query.error}
          retry={() => query.refetch()}
        />
      }
      data={data}
      range={data ? range : undefined}
      controls={
        <div className="gr-price-controls">
          <RangePicker ranges={priceRanges} value={range} onChange={chooseRange} />
          <select
            aria-label={t`Currency`}
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
      summary={summary}
      fileName={`btc-price-${currency.toLowerCase()}-${range}`}
      empty={empty}
    />
  )
}
