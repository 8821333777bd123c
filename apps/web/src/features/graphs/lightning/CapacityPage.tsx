import { useCallback, useMemo } from 'react'
import { formatDecimal, formatInteger } from '../../../format/number'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import { intervalNames } from '../../mining/intervals'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import { capacityAndChannels } from './networkSeries'
import { useLightningHistory } from './useLightningHistory'

/** `/graphs/lightning/capacity`: the network's total capacity over time, its channels on the right. */
export default function CapacityPage() {
  const { settings } = useSettings()
  const palette = palettes[settings.theme]
  const { range, query, frame } = useLightningHistory()
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
      {...frame}
      data={data}
      title={`Lightning capacity, ${intervalNames[range]}`}
      testId="ln-capacity"
      formatValue={btc}
      formatRight={formatInteger}
      describe={point}
      summary={
        last >= 0
          ? `Lightning capacity and channels over ${intervalNames[range]}; latest: ${point(last)}.`
          : 'No Lightning statistics in this range.'
      }
      fileName={`lightning-capacity-${range}`}
    />
  )
}
