import { t } from '@lingui/core/macro'
import type { HashrateInterval } from '@outpoint/explorer-client'
import { IntervalPicker } from '../mining/IntervalPicker'
import { intervalName } from '../mining/intervals'

/** A chart's range buttons (24H ... ALL) named as the service's intervals, the pressed one the range shown. */
export function RangePicker<T extends HashrateInterval>({
  ranges,
  value,
  onChange,
}: {
  ranges: readonly T[]
  value: T
  onChange: (range: T) => void
}) {
  return (
    <IntervalPicker
      label={t({ message: 'Range', comment: 'the span of time a chart shows' })}
      intervals={ranges}
      nameOf={intervalName}
      value={value}
      onChange={onChange}
    />
  )
}
