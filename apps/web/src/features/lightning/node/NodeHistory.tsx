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
      series: [{ label: 'Capacity', color: palette.accent, values: series.capacities }],
      stacked: false,
      right: { label: 'Channels', color: palette.link, values: series.channels, steps: true },
    }),
    [series, palette],
  )
  const axis = useCallback(
    (sats: number) => formatCompact(settings.unit === 'btc' ? sats / 1e8 : sats),
    [settings.unit],
  )
  const whole = useCallback((n: number) => formatCompact(n), [])
  const title = <h2>Capacity ({settings.unit === 'btc' ? 'BTC' : 'sats'}) and channels</h2>
  // While the history loads, the section holds the chart's room: the channels under it stay put.
  if (query.isPending)
    return (
      <section className="ln-section ln-node-history" aria-busy="true">
        {title}
        <p className="muted">Loading the node's history…</p>
      </section>
    )
  if (query.isError) return <p className="muted">The node's history could not be loaded.</p>
  if (series.times.length < 2) return null
  const last = series.times.length - 1
  return (
    <section className="ln-section ln-node-history" data-testid="node-history">
      {title}
      <CanvasChart
        data={data}
        daily
        formatValue={axis}
        formatRight={whole}
        describe={(i) =>
          `${formatAmount(series.capacities[i] ?? 0, settings.unit)} in ${series.channels[i] ?? 0} channels`
        }
        summary={`Capacity and channel count over ${series.times.length} days: now ${formatAmount(series.capacities[last] ?? 0, settings.unit)} in ${series.channels[last] ?? 0} channels.`}
      />
      <ChartLegend data={data} />
    </section>
  )
}
