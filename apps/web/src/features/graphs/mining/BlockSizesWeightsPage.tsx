import { plural, t } from '@lingui/core/macro'
import { useCallback, useMemo } from 'react'
import { finite, formatDecimal, formatInteger, missing } from '../../../format/number'
import { intervalName } from '../../mining/intervals'
import { SectionError } from '../../mining/SectionError'
import { RangePicker } from '../RangePicker'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import { blockWord } from './block-health'
import { sizesWeightsQueryOptions } from './queries'
import { miningRanges } from './ranges'
import { sizesWeightsSeries } from './sizes-weights'
import { useMiningChart } from './useMiningChart'

const choice = miningRanges.blocks
const twoDecimals = (value: number) => (finite(value) ? formatDecimal(value, 2, 2) : missing)

/** `/graphs/mining/block-sizes-weights`: average block size (MB), weight (MWU) and size per vbyte. */
export default function BlockSizesWeightsPage() {
  const { range, choose, query, status, shownRange } = useMiningChart(
    choice,
    sizesWeightsQueryOptions,
  )
  const series = useMemo(() => query.data && sizesWeightsSeries(query.data), [query.data])
  const describe = useCallback(
    (index: number) => {
      if (!series) return ''
      const [size, weight] = series.data.series.map((s) => s.values[index] ?? Number.NaN)
      const perWeight = series.data.right?.values[index] ?? Number.NaN
      const height = series.heights[index] ?? 0
      const sizeMb = twoDecimals(size ?? Number.NaN)
      const weightMwu = twoDecimals(weight ?? Number.NaN)
      const bytesPerVbyte = twoDecimals(perWeight)
      const block = blockWord(range, formatInteger(height))
      return t`Size ${sizeMb} MB · Weight ${weightMwu} MWU · ${bytesPerVbyte} B/vB · ${block}`
    },
    [series, range],
  )
  const last = series ? series.data.times.length - 1 : -1
  const span = intervalName(range)
  const count = last + 1
  const latest = last >= 0 ? describe(last) : t({ message: 'none', comment: 'no latest point' })
  return (
    <TimeSeriesGraph
      title={t`Block sizes and weights`}
      testId="block-sizes-weights"
      status={status}
      error={
        <SectionError
          what={t`The block sizes and weights`}
          error={query.error}
          retry={query.refetch}
        />
      }
      data={series?.data}
      range={shownRange}
      controls={<RangePicker ranges={choice.ranges} value={range} onChange={choose} />}
      formatValue={twoDecimals}
      formatRight={twoDecimals}
      describe={describe}
      summary={plural(count, {
        one: `Average block size and weight over ${span}, # point; the latest: ${latest}.`,
        other: `Average block size and weight over ${span}, # points; the latest: ${latest}.`,
      })}
      fileName={`block-sizes-weights-${range}`}
      empty={t`No blocks in ${span}.`}
    />
  )
}
