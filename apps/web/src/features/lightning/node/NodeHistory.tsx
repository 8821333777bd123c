import { plural, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { CanvasChart } from '../../../components/chart/CanvasChart'
import { ChartLegend } from '../../../components/chart/ChartLegend'
import { useAfterPaint } from '../../../components/useAfterPaint'
import { formatAmount } from '../../../format/amount'
import { formatCompact } from '../../../format/number'
import { useExplorerClient } from '../../../queries/client'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import { historySeries } from './history'
import { nodeStatisticsQueryOptions } from './queries'

/** Capacity (left scale) and active channel count (right) by day, when the service keeps a history. */
export function NodeHistory({ publicKey }: { publicKey: string }) {
  const client = useExplorerClient()
  const { settings } = useSettings()
  // Once the node's facts have painted: the history, the channels and the map follow them.
  const painted = useAfterPaint()
  const query = useQuery({ ...nodeStatisticsQueryOptions(client, publicKey), enabled: painted })
  const series = useMemo(() => historySeries(query.data ?? []), [query.data])
  const palette = palettes[settings.theme]
  const data = useMemo(
    () => ({
      times: series.times,
      series: [{ label: t`Capacity`, color: palette.accent, values: series.capacities }],
      stacked: false,
      right: { label: t`Channels`, color: palette.link, values: series.channels, steps: true },
    }),
    [series, palette],
  )
  const axis = useCallback(
    (sats: number) => formatCompact(settings.unit === 'btc' ? sats / 1e8 : sats),
    [settings.unit],
  )
  const whole = useCallback((n: number) => formatCompact(n), [])
  const unitName = settings.unit === 'btc' ? 'BTC' : 'sats'
  const title = <h2>{t`Capacity (${unitName}) and channels`}</h2>
  /** A day's capacity and channel count: "0.5 BTC in 12 channels". */
  const dayText = (i: number) => {
    const amount = formatAmount(series.capacities[i] ?? 0, settings.unit)
    const channels = series.channels[i] ?? 0
    return plural(channels, { one: `${amount} in # channel`, other: `${amount} in # channels` })
  }
  // While the history loads, the section holds the chart's room: the channels under it stay put.
  if (query.isPending)
    return (
      <section className="ln-section ln-node-history" aria-busy="true">
        {title}
        <p className="muted">{t`Loading the node's history…`}</p>
      </section>
    )
  if (query.isError) return <p className="muted">{t`The node's history could not be loaded.`}</p>
  if (series.times.length < 2) return null
  const last = series.times.length - 1
  const days = series.times.length
  const now = dayText(last)
  return (
    <section className="ln-section ln-node-history" data-testid="node-history">
      {title}
      <CanvasChart
        data={data}
        daily
        formatValue={axis}
        formatRight={whole}
        describe={dayText}
        summary={plural(days, {
          one: `Capacity and channel count over # day: now ${now}.`,
          other: `Capacity and channel count over # days: now ${now}.`,
        })}
      />
      <ChartLegend data={data} />
    </section>
  )
}
