import type { HashrateInterval } from '@outpoint/explorer-client'
import { IntervalPicker } from '../../mining/IntervalPicker'
import { intervalNames } from '../../mining/intervals'
import type { RangeChoice } from './ranges'

/** The range buttons of a mining chart (24H ... ALL), the pressed one the range shown. */
export function MiningRangePicker({
  choice,
  value,
  onChange,
}: {
  choice: RangeChoice
  value: HashrateInterval
  onChange: (range: HashrateInterval) => void
}) {
  return (
    <IntervalPicker
      label="Range"
      intervals={choice.ranges}
      names={intervalNames}
      value={value}
      onChange={onChange}
    />
  )
}
