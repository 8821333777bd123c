import type { HashrateInterval } from '@outpoint/explorer-client'
import { intervalNames } from './intervals'

interface Props<T extends HashrateInterval> {
  /** The group's accessible name: "Hashrate interval". */
  label: string
  intervals: readonly T[]
  value: T
  onChange: (interval: T) => void
}

/** A row of toggle buttons, one per interval; the pressed one is the interval shown. */
export function IntervalPicker<T extends HashrateInterval>({
  label,
  intervals,
  value,
  onChange,
}: Props<T>) {
  return (
    <fieldset className="mn-intervals">
      <legend className="visually-hidden">{label}</legend>
      {intervals.map((interval) => (
        <button
          key={interval}
          type="button"
          aria-pressed={interval === value}
          title={intervalNames[interval]}
          onClick={() => onChange(interval)}
        >
          {interval.toUpperCase()}
        </button>
      ))}
    </fieldset>
  )
}
