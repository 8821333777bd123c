import { t } from '@lingui/core/macro'
import type { ChartData } from '../../components/chart/layout'

/**
 * A chart's figures as a table: for people who would rather read than look, for screen readers, and for
 * the CSV download. `rows` are what the page shows; `raw` the same cells as written to the file (numbers
 * unformatted, times in ISO 8601 UTC), row for row.
 */
export interface GraphTable {
  headings: readonly string[]
  rows: readonly (readonly string[])[]
  raw: readonly (readonly (string | number)[])[]
}

export interface TableFormats {
  time: (seconds: number) => string
  /** Cells of the left scale's series. */
  value: (value: number) => string
  /** Cells of the right scale's series; the left's when absent. */
  right?: ((value: number) => string) | undefined
}

const isoTime = (seconds: number) => new Date(seconds * 1000).toISOString()

/** The table of a time-series chart: a row per point, newest first; a column per series. */
export function chartTable(data: ChartData, formats: TableFormats): GraphTable {
  const columns = [
    ...data.series.map((series) => ({ series, format: formats.value })),
    ...(data.right ? [{ series: data.right, format: formats.right ?? formats.value }] : []),
  ]
  const order = data.times.map((_, index) => index).reverse()
  return {
    headings: [
      t({ message: 'Time', comment: 'a table heading: when a point of a chart was' }),
      ...columns.map((c) => c.series.label),
    ],
    rows: order.map((i) => [
      formats.time(data.times[i] ?? 0),
      ...columns.map((c) => {
        const value = c.series.values[i]
        return value === undefined || !Number.isFinite(value) ? '–' : c.format(value)
      }),
    ]),
    raw: order.map((i) => [
      isoTime(data.times[i] ?? 0),
      ...columns.map((c) => {
        const value = c.series.values[i]
        return value === undefined || !Number.isFinite(value) ? '' : value
      }),
    ]),
  }
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text from the network (a
 * pool's or a country's name) that a spreadsheet would read as a formula (`=`, `+`, `-`, `@` first) gets
 * a leading apostrophe, so opening the file runs nothing.
 */
function csvCell(cell: string | number): string {
  if (typeof cell === 'number') return String(cell)
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The table as a CSV file's text: the headings, then the raw cells, lines ended by CRLF. */
export function toCsv(table: GraphTable): string {
  return [table.headings, ...table.raw].map((row) => row.map(csvCell).join(',')).join('\r\n')
}
