import { useId } from 'react'

interface Props<T extends string> {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  /** A line under the select saying what the choice changes. */
  help?: string
}

/** A labelled select whose value is one of `options`. */
export function ChoiceField<T extends string>({ label, value, options, onChange, help }: Props<T>) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(event) => {
          const chosen = options.find((o) => o.value === event.target.value)
          if (chosen) onChange(chosen.value)
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {help ? (
        <p id={`${id}-help`} className="muted">
          {help}
        </p>
      ) : null}
    </div>
  )
}
