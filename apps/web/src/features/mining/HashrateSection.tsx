import { plural, t } from '@lingui/core/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { CanvasChart } from '../../components/chart/CanvasChart'
import { ChartLegend } from '../../components/chart/ChartLegend'
import { formatSi } from '../../format/si'
import { useExplorerClient } from '../../queries/client'
import { Card } from '../dashboard/cards/Card'
import { LiveFigure } from '../dashboard/cards/LiveFigure'
import {
  describeHashrate,
  formatDifficulty,
  formatHashrate,
  type HashrateSeries,
  hashrateChartData,
  hashrateSeries,
} from './hashrate-series'
import { IntervalPicker } from './IntervalPicker'
import { chartIntervals, defaultChartInterval, intervalName } from './intervals'
import { hashrateQueryOptions } from './queries'
import { SectionError } from './SectionError'
import { useIntervalParam } from './useIntervalParam'

/** Hashrate (left scale) and difficulty (right scale, a step per retarget) over the chosen interval. */
export function HashrateSection() {
  const client = useExplorerClient()
  const [interval, choose] = useIntervalParam('hashrate', chartIntervals, defaultChartInterval)
  // The last interval's chart stays while the next one loads, instead of a skeleton flash.
  const query = useQuery({
    ...hashrateQueryOptions(client, interval),
    placeholderData: keepPreviousData,
  })
  const series = useMemo(() => query.data && hashrateSeries(query.data), [query.data])
  const data = useMemo(() => series && hashrateChartData(series), [series])
  const describe = useCallback(
    (index: number) => (series ? describeHashrate(series, index) : ''),
    [series],
  )
  const status = data ? 'ready' : query.isError ? 'error' : 'loading'
  const current = query.data?.currentHashrate
  const empty = data !== undefined && data.times.length === 0
  const span = intervalName(interval)
  return (
    <Card
      className="mn-card-hashrate"
      title={t`Hashrate and difficulty`}
      testId="hashrate-chart"
      status={status}
      error={
        <SectionError
          what={t`The hashrate history`}
          error={query.error}
          retry={() => query.refetch()}
        />
      }
      aside={
        // The service's estimate over the last 1,008 blocks (getnetworkhashps), about a week: not the
        // chart's latest point, a day's average.
        typeof current === 'number' && (
          <LiveFigure
            value={formatHashrate(current)}
            what={t`over the last 1,008 blocks`}
            testId="hashrate-now"
          />
        )
      }
      lines={8}
    >
      <IntervalPicker
        label={t`Hashrate interval`}
        intervals={chartIntervals}
        nameOf={intervalName}
        value={interval}
        onChange={choose}
      />
      {data && <ChartLegend data={data} />}
      {empty ? (
        <p className="muted">{t`No hashrate samples for ${span}.`}</p>
      ) : (
        data &&
        series && (
          <div
            data-testid="hashrate-chart-body"
            data-interval={query.isPlaceholderData ? undefined : interval}
            aria-busy={query.isFetching}
          >
            <CanvasChart
              data={data}
              height={260}
              daily
              formatValue={formatHashrate}
              formatRight={formatDifficulty}
              describe={describe}
              readoutTestId="hashrate-readout"
              summary={chartSummary(span, series)}
            />
          </div>
        )
      )}
      {query.isError && data && (
        <SectionError
          what={t`The newer hashrate history`}
          error={query.error}
          retry={() => query.refetch()}
        />
      )}
    </Card>
  )
}

/** The chart's words for screen readers: its span, points and latest figures. */
function chartSummary(span: string, series: HashrateSeries): string {
  const days = series.times.length
  const hashrate = formatSi(series.hashrates.at(-1) ?? Number.NaN, 'H/s')
  const difficulty = formatSi(series.difficulties.at(-1) ?? Number.NaN)
  const retargets = series.adjustments.length
  return t`Hashrate and difficulty over ${span}, ${plural(days, { one: '# daily point', other: '# daily points' })}: hashrate of the latest day ${hashrate}, difficulty ${difficulty} after ${plural(retargets, { one: '# retarget', other: '# retargets' })}.`
}
