import { plural, t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { formatInteger } from '../../format/number'
import { Card } from '../dashboard/cards/Card'
import type { LiveStatus } from '../dashboard/queries/liveStatus'
import { useIntervalParam } from '../mining/useIntervalParam'
import { type GraphTable, toCsv } from './graph-table'

const views = ['chart', 'table'] as const
type GraphView = (typeof views)[number]
/** Rows the table view draws; the CSV holds them all. */
const shownRows = 1000

export interface GraphPanelProps {
  title: string
  testId: string
  status: LiveStatus
  /** What went wrong, when status is 'error'. */
  error?: ReactNode
  /** The chart's figures, for the table view and the CSV file. */
  table: GraphTable | undefined
  /** The CSV file's name without `.csv`: `mempool-24h`. */
  fileName: string
  /** Above the chart and the table: the range picker, a legend. */
  controls?: ReactNode
  /** Right of the title: a live figure. */
  aside?: ReactNode
  /** The chart. */
  children: ReactNode
  /** A class of the panel's own: its filled height, kept while it loads (graphs.css). */
  className?: string | undefined
}

/** Saves text as a file through a link to a blob: nothing leaves the browser. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * One chart of the graphs pages: its controls, the chart or the same figures as a table (`?view=table`,
 * shareable like the range), and the series as a CSV download.
 */
export function GraphPanel(props: GraphPanelProps) {
  const [view, setView] = useIntervalParam<GraphView>('view', views, 'chart')
  const { table } = props
  return (
    <Card
      title={props.title}
      testId={props.testId}
      status={props.status}
      error={props.error}
      aside={props.aside}
      lines={8}
      className={props.className ? `gr-panel ${props.className}` : 'gr-panel'}
    >
      {props.controls}
      <div className="gr-tools">
        <fieldset className="mn-intervals gr-views">
          <legend className="visually-hidden">{t`Show the figures as`}</legend>
          {views.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={view === name}
              onClick={() => setView(name)}
            >
              {name === 'chart'
                ? t({ message: 'Chart', comment: 'a button: show the figures as a chart' })
                : t({ message: 'Table', comment: 'a button: show the figures as a table' })}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className="button gr-csv"
          disabled={!table || table.raw.length === 0}
          onClick={() => table && saveFile(`${props.fileName}.csv`, toCsv(table))}
        >
          {t`Download CSV`}
        </button>
      </div>
      {view === 'chart' ? props.children : table && <FiguresTable table={table} />}
    </Card>
  )
}

function FiguresTable({ table }: { table: GraphTable }) {
  const rows = table.rows.slice(0, shownRows)
  const newest = formatInteger(shownRows)
  const count = table.rows.length
  return (
    <div className="gr-table-scroll" data-testid="graph-table">
      <table className="gr-table">
        <thead>
          <tr>
            {table.headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows are points in time order: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a table of figures, never reordered
            <tr key={index}>
              {row.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed by the headings
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.rows.length > shownRows && (
        <p className="muted">
          {plural(count, {
            one: `The newest ${newest} of # row; the CSV file has them all.`,
            other: `The newest ${newest} of # rows; the CSV file has them all.`,
          })}
        </p>
      )}
    </div>
  )
}
