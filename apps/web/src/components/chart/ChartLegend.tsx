import { t } from '@lingui/core/macro'
import type { ChartData } from './layout'
import './chart.css'

export interface LegendEntry {
  label: string
  color: string
}

/** A chart's series as legend entries; with a scale on each side, each says whose side it is. */
export function legendEntries(data: ChartData): LegendEntry[] {
  const { right } = data
  return [
    ...data.series.map((s) => ({ label: right ? leftLabel(s.label) : s.label, color: s.color })),
    ...(right ? [{ label: rightLabel(right.label), color: right.color }] : []),
  ]
}

function leftLabel(series: string): string {
  return t({ message: `${series} (left)`, comment: 'a chart series drawn against the left scale' })
}

function rightLabel(series: string): string {
  return t({
    message: `${series} (right)`,
    comment: 'a chart series drawn against the right scale',
  })
}

/**
 * What each line, area or slice of a chart is, in its colour. Unlabelled, it is hidden from screen
 * readers (the chart's own summary names its series); labelled, it is a list they read.
 */
export function Legend({ entries, label }: { entries: readonly LegendEntry[]; label?: string }) {
  return (
    <ul className="chart-legend" aria-label={label} aria-hidden={label ? undefined : true}>
      {entries.map((entry) => (
        <li key={entry.label}>
          <span className="chart-swatch" style={{ background: entry.color }} aria-hidden="true" />
          {entry.label}
        </li>
      ))}
    </ul>
  )
}

/** The legend of a canvas chart's data. */
export function ChartLegend({ data, label }: { data: ChartData; label?: string }) {
  return <Legend entries={legendEntries(data)} {...(label ? { label } : {})} />
}
