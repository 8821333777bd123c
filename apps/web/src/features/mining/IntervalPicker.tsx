import { t } from '@lingui/core/macro'

interface Props<T extends string> {
  /** The group's accessible name: "Hashrate interval". */
  label: string
  intervals: readonly T[]
  /** An interval in words ("the last week"), its button's tooltip. */
  nameOf: (interval: T) => string
  value: T
  onChange: (interval: T) => void
}

/** A row of toggle buttons, one per interval; the pressed one is the interval shown. */
export function IntervalPicker<T extends string>({
  label,
  intervals,
  nameOf,
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
          title={nameOf(interval)}
          onClick={() => onChange(interval)}
        >
          {interval === 'all'
            ? t({ message: 'ALL', comment: 'the interval button for all time' })
            : interval.toUpperCase()}
        </button>
      ))}
    </fieldset>
  )
}
