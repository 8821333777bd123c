// Small numeric helpers for the benchmark's printed figures.

/**
 * The median of a non-empty list (the mean of the middle two for an even count).
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of an empty list')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const high = sorted[middle] ?? Number.NaN
  return sorted.length % 2 === 1 ? high : ((sorted[middle - 1] ?? Number.NaN) + high) / 2
}

/**
 * The least-squares slope of y over x: how fast y grows per unit of x. NaN with fewer than two
 * distinct x values, where no line is defined.
 * @param {readonly { x: number, y: number }[]} points
 * @returns {number}
 */
export function slope(points) {
  const n = points.length
  if (n < 2) return Number.NaN
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n
  let covariance = 0
  let variance = 0
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY)
    variance += (p.x - meanX) ** 2
  }
  return variance === 0 ? Number.NaN : covariance / variance
}

const numeric = /^[-+]?\d[\d.,]*( \w+)?$/

/**
 * Lays out rows as a plain-text table, numbers (with or without a unit) right-aligned, for the terminal and for pasting into
 * the README.
 * @param {readonly string[]} header
 * @param {readonly (readonly (string | number)[])[]} rows
 * @returns {string}
 */
export function table(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String))
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  )
  return cells
    .map((row, index) => {
      const line = row
        .map((cell, column) => {
          const width = widths[column] ?? 0
          return index > 0 && numeric.test(cell) ? cell.padStart(width) : cell.padEnd(width)
        })
        .join('  ')
        .trimEnd()
      return index === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line
    })
    .join('\n')
}

/**
 * Runs as a table, one row each in order, then their median when there are several.
 * @template T
 * @param {readonly T[]} runs
 * @param {readonly [string, (run: T) => number, (value: number) => string][]} columns each a header, the run's figure and its format
 * @returns {string}
 */
export function runsTable(runs, columns) {
  const rows = runs.map((run, index) => [
    String(index + 1),
    ...columns.map(([, pick, format]) => format(pick(run))),
  ])
  if (runs.length > 1)
    rows.push(['median', ...columns.map(([, pick, format]) => format(median(runs.map(pick))))])
  return table(['run', ...columns.map(([name]) => name)], rows)
}

/**
 * How every part writes a figure against its target.
 * @param {boolean} met
 */
export function metWord(met) {
  return met ? 'met' : 'NOT met'
}
