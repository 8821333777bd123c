import { t } from '@lingui/core/macro'
import type { ExplorerClient, HashrateInterval, Network } from '@outpoint/explorer-client'
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { useNetwork } from '../../../app/useNetwork'
import { formatDateTime } from '../../../format/time'
import type { RateUnit, Unit } from '../../../settings/settings'
import { useSettings } from '../../../settings/useSettings'
import { intervalName } from '../../mining/intervals'
import { SectionError } from '../../mining/SectionError'
import { chartTable } from '../graph-table'
import { RangePicker } from '../RangePicker'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import type { MiningChart } from './mining-chart'
import { miningRanges } from './ranges'
import { useMiningChart } from './useMiningChart'

const choice = miningRanges.blockFigures

export interface ChartContext {
  unit: Unit
  rateUnit: RateUnit
  network: Network
  /** Over 24h and 3d each point is one block. */
  perBlock: boolean
}

interface Props<R, K extends QueryKey> {
  title: string
  testId: string
  /** Subject of the error sentence: "The block fees". */
  what: string
  /** The CSV file's name before the range: `block-fees`. */
  file: string
  query: (client: ExplorerClient, interval: HashrateInterval) => UseQueryOptions<R[], Error, R[], K>
  chart: (rows: R[], context: ChartContext) => MiningChart
  /** More choices after the range's, given the rows shown (undefined while loading). */
  moreControls?: (rows: R[] | undefined) => ReactNode
  height?: number
}

/**
 * A chart of mempool's block figures over a range (`?range=`, a week by default): the range picker, the
 * chart with its table and CSV, kept live by the blocks feed (a new block refetches the range shown).
 */
export function MiningHistoryGraph<R, K extends QueryKey>(props: Props<R, K>) {
  const network = useNetwork()
  const { settings } = useSettings()
  const { range, choose, query, status, shownRange } = useMiningChart(choice, props.query)
  const { chart } = props
  const perBlock = range === '24h' || range === '3d'
  const span = intervalName(range)
  const what = props.what
  const figures = useMemo(
    () =>
      query.data &&
      chart(query.data, { unit: settings.unit, rateUnit: settings.rateUnit, network, perBlock }),
    [query.data, chart, settings.unit, settings.rateUnit, network, perBlock],
  )
  const ownTable = figures?.table
  const table = useMemo(
    () =>
      ownTable &&
      chartTable(ownTable.data, {
        time: (seconds) => formatDateTime(seconds, settings.time),
        value: ownTable.format,
      }),
    [ownTable, settings.time],
  )
  return (
    <TimeSeriesGraph
      title={props.title}
      testId={props.testId}
      status={status}
      error={<SectionError what={props.what} error={query.error} retry={() => query.refetch()} />}
      data={figures?.data}
      range={shownRange}
      controls={
        <>
          <RangePicker ranges={choice.ranges} value={range} onChange={choose} />
          {props.moreControls?.(query.data)}
          {query.isError && figures && (
            <SectionError
              what={t({
                message: `${what} of ${span}`,
                comment: 'what: figures, e.g. "The block fees"; span: e.g. "the last week"',
              })}
              error={query.error}
              retry={() => query.refetch()}
            />
          )}
        </>
      }
      formatValue={figures?.formatValue ?? String}
      {...(figures?.formatRight && { formatRight: figures.formatRight })}
      describe={figures?.describe ?? (() => '')}
      summary={figures?.summary ?? ''}
      fileName={`${props.file}-${range}`}
      height={props.height ?? 280}
      empty={t`No blocks in ${span}.`}
      {...(table && { table })}
    />
  )
}
