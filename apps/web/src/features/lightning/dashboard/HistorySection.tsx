import { plural, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { CanvasChart } from '../../../components/chart/CanvasChart'
import type { ChartData } from '../../../components/chart/layout'
import { formatAmount } from '../../../format/amount'
import { formatCompact, formatInteger } from '../../../format/number'
import { useExplorerClient } from '../../../queries/client'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import { Card } from '../../dashboard/cards/Card'
import { SectionError } from '../../mining/SectionError'
import { historyQuery } from '../queries'
import { networkHistory } from './history'

/** A year of daily capacity and node counts, one chart each. */
export function HistorySection() {
  const query = useQuery(historyQuery(useExplorerClient(), '1y'))
  const { settings } = useSettings()
  const palette = palettes[settings.theme]
  const history = useMemo(() => (query.data ? networkHistory(query.data) : undefined), [query.data])
  const capacity = useMemo<ChartData | undefined>(
    () =>
      history && {
        times: history.times,
        series: [{ label: t`Capacity`, color: palette.accent, values: history.capacity }],
        stacked: false,
        range: true,
      },
    [history, palette.accent],
  )
  const nodes = useMemo<ChartData | undefined>(
    () =>
      history && {
        times: history.times,
        series: [{ label: t`Nodes`, color: palette.ok, values: history.nodes }],
        stacked: false,
        range: true,
      },
    [history, palette.ok],
  )
  const btcAxis = useCallback(
    (sats: number) => formatCompact(settings.unit === 'btc' ? sats / 1e8 : sats),
    [settings.unit],
  )
  const status = history ? 'ready' : query.isError ? 'error' : 'loading'
  const last = history ? history.times.length - 1 : -1
  const days = history ? history.times.length : 0
  const unitName = settings.unit === 'btc' ? 'BTC' : 'sats'
  const capacityNow = history ? formatAmount(history.capacity[last] ?? 0, settings.unit) : ''
  const nodesNow = history ? formatInteger(history.nodes[last] ?? 0) : ''
  return (
    <Card
      title={t`Capacity and nodes over a year`}
      testId="ln-history"
      status={status}
      lines={8}
      className="ln-card-history"
      error={
        <SectionError
          what={t`The network history`}
          error={query.error}
          retry={() => query.refetch()}
        />
      }
    >
      {history && capacity && nodes && history.times.length < 2 && (
        <p className="muted">{t`Not enough history to draw yet.`}</p>
      )}
      {history && capacity && nodes && history.times.length >= 2 && (
        <>
          <h3 className="ln-subhead">{t`Capacity (${unitName})`}</h3>
          <div data-testid="ln-capacity-chart">
            <CanvasChart
              data={capacity}
              daily
              formatValue={btcAxis}
              describe={(i) => formatAmount(history.capacity[i] ?? 0, settings.unit)}
              summary={plural(days, {
                one: `Network capacity over # day: now ${capacityNow}.`,
                other: `Network capacity over # days: now ${capacityNow}.`,
              })}
            />
          </div>
          <h3 className="ln-subhead">{t`Nodes`}</h3>
          <div data-testid="ln-nodes-chart">
            <CanvasChart
              data={nodes}
              daily
              formatValue={(v) => formatCompact(v)}
              describe={(i) => {
                const count = history.nodes[i] ?? 0
                return plural(count, { one: '# node', other: '# nodes' })
              }}
              summary={plural(days, {
                one: `Node count over # day: now ${nodesNow}.`,
                other: `Node count over # days: now ${nodesNow}.`,
              })}
            />
          </div>
        </>
      )}
    </Card>
  )
}
