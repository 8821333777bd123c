import type { MonthlyAmount } from '@outpoint/explorer-client'
import { useCallback, useMemo } from 'react'
import { CanvasChart } from '../../components/chart/CanvasChart'
import { ChartLegend } from '../../components/chart/ChartLegend'
import { formatAmount } from '../../format/amount'
import { formatCompact } from '../../format/number'
import { useSettings } from '../../settings/useSettings'
import { palettes } from '../../theme/palette'
import { supplySeries } from './model'

/** L-BTC supply against BTC reserves, month by month: two running totals on one scale. */
export function SupplyChart({
  pegs,
  reserves,
}: {
  pegs: readonly MonthlyAmount[]
  reserves: readonly MonthlyAmount[]
}) {
  const { settings } = useSettings()
  const palette = palettes[settings.theme]
  const series = useMemo(() => supplySeries(pegs, reserves), [pegs, reserves])
  const data = useMemo(
    () => ({
      times: series.times,
      series: [
        { label: 'L-BTC supply', color: palette.accent, values: series.supply },
        { label: 'BTC reserves', color: palette.link, values: series.reserves },
      ],
      stacked: false,
    }),
    [series, palette],
  )
  const axis = useCallback(
    (sats: number) => formatCompact(settings.unit === 'btc' ? sats / 1e8 : sats),
    [settings.unit],
  )
  const describe = useCallback(
    (i: number) => {
      const supply = formatAmount(series.supply[i] ?? 0, settings.unit, true)
      const held = formatAmount(series.reserves[i] ?? 0, settings.unit)
      return `supply ${supply}, reserves ${held}`
    },
    [series, settings.unit],
  )
  const last = series.times.length - 1
  if (last < 0) {
    return (
      <p className="muted" data-testid="audit-chart-empty">
        No pegs recorded yet: nothing to chart.
      </p>
    )
  }
  return (
    <figure className="la-chart" data-testid="audit-chart" data-months={series.times.length}>
      <CanvasChart
        data={data}
        summary={`L-BTC supply and BTC reserves over ${series.times.length} months; by the last, ${describe(last)}.`}
        formatValue={axis}
        describe={describe}
        readoutTestId="audit-chart-readout"
      />
      <ChartLegend data={data} />
    </figure>
  )
}
