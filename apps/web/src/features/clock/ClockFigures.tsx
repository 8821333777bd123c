import type { ReactNode } from 'react'

/** The clock's face: what the block is, its median fee rate in the largest type, then its figures. */
export function ClockFigures(props: {
  label: ReactNode
  median: string
  /** Name, value, test id. */
  figures: readonly (readonly [string, ReactNode, string])[]
}) {
  return (
    <>
      <h1 className="clock-label" data-testid="clock-label">
        {props.label}
      </h1>
      <p className="clock-median" data-testid="clock-median">
        {props.median} <span className="clock-unit">sat/vB</span>
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
