import { plural, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { CanvasChart } from '../../../components/chart/CanvasChart'
import { ChartLegend } from '../../../components/chart/ChartLegend'
import type { ChartData } from '../../../components/chart/layout'
import { formatFraction } from '../../../format/percent'
import { formatSi } from '../../../format/si'
import { useExplorerClient } from '../../../queries/client'
import { Card } from '../../dashboard/cards/Card'
import { SectionError } from '../SectionError'
import { poolHashrateQueryOptions } from './queries'

const hashrateColor = '#f7a13b'
const shareColor = '#3e7cb1'
const formatHashrate = (value: number) => formatSi(value, 'H/s')

/** The pool's weekly hashrate (left scale) and its share of the week's blocks (right scale). */
export function PoolHashrateChart({ slug, name }: { slug: string; name: string }) {
  const client = useExplorerClient()
  const query = useQuery(poolHashrateQueryOptions(client, slug))
  const data = useMemo<ChartData | undefined>(() => {
    if (!query.data) return undefined
    const rows = [...query.data].sort((a, b) => a.timestamp - b.timestamp)
    return {
      times: rows.map((r) => r.timestamp),
      series: [
        { label: t`Hashrate`, color: hashrateColor, values: rows.map((r) => r.avgHashrate) },
      ],
      stacked: false,
      range: true,
      right: {
        label: t({ message: 'Share', context: 'share of blocks' }),
        color: shareColor,
        values: rows.map((r) => r.share),
      },
    }
  }, [query.data])
  const describe = useCallback(
    (index: number) => {
      const hashrate = data?.series[0]?.values[index]
      const share = data?.right?.values[index]
      const rate = hashrate === undefined ? '–' : formatHashrate(hashrate)
      const fraction = share === undefined ? '–' : formatFraction(share)
      return t`Hashrate ${rate} · Share ${fraction}`
    },
    [data],
  )
  const points = data?.times.length ?? 0
  return (
    <Card
      className="pl-card-hashrate"
      title={t`Hashrate and share`}
      testId="pool-hashrate"
      status={data ? 'ready' : query.isError ? 'error' : 'loading'}
      error={
        <SectionError
          what={t`The pool's hashrate history`}
          error={query.error}
          retry={() => query.refetch()}
        />
      }
      lines={8}
    >
      {data && points === 0 && (
        <p className="muted">
          {t`${name} has no weekly hashrate yet: it mined no block in a full week.`}
        </p>
      )}
      {data && points > 0 && (
        <div data-testid="pool-hashrate-body" aria-busy={query.isFetching}>
          <ChartLegend data={data} />
          <CanvasChart
            data={data}
            height={240}
            formatValue={formatHashrate}
            formatRight={formatFraction}
            describe={describe}
            readoutTestId="pool-hashrate-readout"
            summary={summary(name, points, describe(points - 1))}
          />
        </div>
      )}
    </Card>
  )
}

/** The chart's words for screen readers. */
function summary(name: string, points: number, latest: string): string {
  return plural(points, {
    one: `${name}'s hashrate and share of blocks, # weekly point: the latest week ${latest}.`,
    other: `${name}'s hashrate and share of blocks, # weekly points: the latest week ${latest}.`,
  })
}
