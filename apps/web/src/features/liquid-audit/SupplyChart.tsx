import { plural, t } from '@lingui/core/macro'
import type { MonthlyAmount } from '@outpoint/explorer-client'
import { useCallback, useMemo } from 'react'
import { CanvasChart } from '../../components/chart/CanvasChart'
import { ChartLegend } from '../../components/chart/ChartLegend'
import { formatAmount } from '../../format/amount'
import { formatCompact } from '../../format/number'
import { useSettings } from '../../settings/useSettings'
import { palettes } from '../../theme/palette'
import { type CurrentTotals, supplySeries } from './model'

/** L-BTC supply against BTC reserves, month by month on one scale, ending at the totals now. */
export function SupplyChart({
  pegs,
  reserves,
  now,
}: {
  pegs: readonly MonthlyAmount[]
  reserves: readonly MonthlyAmount[]
  now: CurrentTotals
}) {
  const { settings } = useSettings()
  const palette = palettes[settings.theme]
  const { supply, reserves: held } = now
  const series = useMemo(
    () => supplySeries(pegs, reserves, { supply, reserves: held }),
    [pegs, reserves, supply, held],
  )
  const data = useMemo(
    () => ({
      times: series.times,
      series: [
        { label: t`L-BTC supply`, color: palette.accent, values: series.supply },
        { label: t`BTC reserves`, color: palette.link, values: series.reserves },
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
      return t`supply ${supply}, reserves ${held}`
    },
    [series, settings.unit],
  )
  const last = series.times.length - 1
  if (last < 0) {
    return (
      <p className="muted" data-testid="audit-chart-empty">
        {t`No pegs recorded yet: nothing to chart.`}
      </p>
    )
  }
  const months = series.times.length
  const latest = describe(last)
  return (
    <figure className="la-chart" data-testid="audit-chart" data-months={series.times.length}>
      <CanvasChart
        data={data}
        summary={plural(months, {
          one: `L-BTC supply and BTC reserves over # month; by the last, ${latest}.`,
          other: `L-BTC supply and BTC reserves over # months; by the last, ${latest}.`,
        })}
        formatValue={axis}
        describe={describe}
        readoutTestId="audit-chart-readout"
      />
      <ChartLegend data={data} />
      <figcaption className="muted">
        {t`Each month's reserves are the outputs the federation received that month and still held at its end, as the service counts them; the last month shows the supply and reserves now.`}
      </figcaption>
    </figure>
  )
}
