import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

const src = join(import.meta.dirname, '..')
const formatDir = join(src, 'format')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === formatDir ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

it('builds every number, date and list format in src/format/, so one locale governs them all', () => {
  const files = sourceFiles(src)
  expect(files.length).toBeGreaterThan(50)
  const strays = files
    .filter((path) =>
      /Intl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat|ListFormat)|toLocale\w*String\(/.test(
        readFileSync(path, 'utf8'),
      ),
    )
    .map((path) => relative(src, path))
  expect(strays).toEqual([])
})

/** The text of a source file without its comments: what it shows, not what it says of itself. */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')

it('writes fee-rate units in src/format/rateUnit.ts, so the rate unit setting governs them all', () => {
  const strays = sourceFiles(src)
    .filter((path) => !/\.test\.tsx?$/.test(path))
    .filter((path) => /sat\/[vW]|[vW][BU]\/s\b/.test(code(path)))
    .map((path) => relative(src, path))
  expect(strays).toEqual([])
})
