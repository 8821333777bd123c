import { lightningStatisticsIntervals } from '@outpoint/explorer-client'
import { useCallback, useMemo } from 'react'
import { formatDecimal, formatInteger } from '../../../format/number'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import { IntervalPicker } from '../../mining/IntervalPicker'
import { intervalNames } from '../../mining/intervals'
import { SectionError } from '../../mining/SectionError'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import { capacityAndChannels } from './networkSeries'
import { useLightningHistory } from './useLightningHistory'

/** `/graphs/lightning/capacity`: the network's total capacity over time, its channels on the right. */
export default function CapacityPage() {
  const { settings } = useSettings()
  const palette = palettes[settings.theme]
  const { range, choose, query } = useLightningHistory()
  const data = useMemo(
    () => query.data && capacityAndChannels(query.data, palette),
    [query.data, palette],
  )
  // BTC to two decimals on the axis and in the table (the CSV keeps every satoshi), channels whole.
  const btc = useCallback((value: number) => formatDecimal(value, 2), [])
  const point = (index: number) =>
    `Capacity ${btc(data?.series[0]?.values[index] ?? 0)} BTC · ${formatInteger(data?.right?.values[index] ?? 0)} channels`
  const last = (data?.times.length ?? 0) - 1
  return (
    <TimeSeriesGraph
      title={`Lightning capacity, ${intervalNames[range]}`}
      testId="ln-capacity"
      status={data ? 'ready' : query.isError ? 'error' : 'loading'}
      error={
        <SectionError
          what="The Lightning history"
          error={query.error}
          retry={() => query.refetch()}
        />
      }
      data={data}
      range={query.isPlaceholderData ? undefined : range}
      controls={
        <IntervalPicker
          label="Range"
          intervals={lightningStatisticsIntervals}
          names={intervalNames}
          value={range}
          onChange={choose}
        />
      }
      formatValue={btc}
      formatRight={formatInteger}
      describe={point}
      summary={
        last >= 0
          ? `Lightning capacity and channels over ${intervalNames[range]}; latest: ${point(last)}.`
          : 'No Lightning statistics in this range.'
      }
      fileName={`lightning-capacity-${range}`}
      daily
      empty={`The service has no Lightning statistics for ${intervalNames[range]}.`}
    />
  )
}
