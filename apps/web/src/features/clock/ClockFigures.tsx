import type { ReactNode } from 'react'
import { useUnits } from '../units/useUnits'

/** The clock's face: what the block is, its median fee rate in the largest type, then its figures. */
export function ClockFigures(props: {
  label: ReactNode
  /** The median fee rate, sat/vB (shown in the rate unit of the settings). */
  medianFee: number | undefined
  /** Name, value, test id. */
  figures: readonly (readonly [string, ReactNode, string])[]
}) {
  const units = useUnits()
  return (
    <>
      <h1 className="clock-label" data-testid="clock-label">
        {props.label}
      </h1>
      <p className="clock-median" data-testid="clock-median">
        ~{units.rate(props.medianFee)} <span className="clock-unit">{units.rateLabel}</span>
      </p>
      <dl className="clock-figures">
        {props.figures.map(([name, value, id]) => (
          <div key={id}>
            <dt>{name}</dt>
            <dd data-testid={`clock-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
