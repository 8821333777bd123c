import { useCallback, useMemo } from 'react'
import { finite, formatDecimal, formatInteger, missing } from '../../../format/number'
import { intervalNames } from '../../mining/intervals'
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
      return `Size ${twoDecimals(size ?? Number.NaN)} MB · Weight ${twoDecimals(weight ?? Number.NaN)} MWU · ${twoDecimals(perWeight)} B/vB · ${blockWord(range)} ${formatInteger(height)}`
    },
    [series, range],
  )
  const last = series ? series.data.times.length - 1 : -1
  return (
    <TimeSeriesGraph
      title="Block sizes and weights"
      testId="block-sizes-weights"
      status={status}
      error={
        <SectionError
          what="The block sizes and weights"
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
      summary={`Average block size and weight over ${intervalNames[range]}, ${last + 1} points; the latest: ${last >= 0 ? describe(last) : 'none'}.`}
      fileName={`block-sizes-weights-${range}`}
      empty={`No blocks in ${intervalNames[range]}.`}
    />
  )
}
