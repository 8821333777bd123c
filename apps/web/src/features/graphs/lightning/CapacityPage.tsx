import { plural, t } from '@lingui/core/macro'
import { useCallback, useMemo } from 'react'
import { formatDecimal, formatInteger } from '../../../format/number'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import { intervalName } from '../../mining/intervals'
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
  const point = (index: number) => {
    const capacity = btc(data?.series[0]?.values[index] ?? 0)
    const channels = data?.right?.values[index] ?? 0
    return plural(channels, {
      one: `Capacity ${capacity} BTC · # channel`,
      other: `Capacity ${capacity} BTC · # channels`,
    })
  }
  const last = (data?.times.length ?? 0) - 1
  const span = intervalName(range)
  let summary = t`No Lightning statistics in this range.`
  if (last >= 0) {
    const latest = point(last)
    summary = t`Lightning capacity and channels over ${span}; latest: ${latest}.`
  }
  return (
    <TimeSeriesGraph
      {...frame}
      data={data}
      title={t`Lightning capacity, ${span}`}
      testId="ln-capacity"
      formatValue={btc}
      formatRight={formatInteger}
      describe={point}
      summary={summary}
      fileName={`lightning-capacity-${range}`}
    />
  )
}
