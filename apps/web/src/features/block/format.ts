import { formatDecimal } from '../../format/number'

/** The compact target as Bitcoin Core prints it: `1702f128`. */
export function bitsHex(bits: number): string {
  return (bits >>> 0).toString(16).padStart(8, '0')
}

const difficultyUnits = ['', 'K', 'M', 'G', 'T', 'P', 'E']

/** `149.30 T`: difficulty with a decimal prefix (whole numbers under a thousand stay as they are). */
export function formatDifficulty(difficulty: number): string {
  let value = difficulty
  let unit = 0
  while (Math.abs(value) >= 1000 && unit < difficultyUnits.length - 1) {
    value /= 1000
    unit++
  }
  const suffix = difficultyUnits[unit] ?? ''
  const figure = formatDecimal(value, 2, 2)
  return suffix ? `${figure} ${suffix}` : figure
}

/** Pages of `size` rows for `count` transactions (at least one, so an empty block still has a page 1). */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size))
}

/** The page in a `?page=` value, 1-based; anything unreadable or out of range is page 1 or the last. */
export function readPage(value: string | null, pages: number): number {
  const page = value === null ? 1 : Number(value)
  if (!Number.isInteger(page) || page < 1) return 1
  return Math.min(page, pages)
}

/**
 * The page numbers a pager shows: the first, the last, and two either side of the current one, with
 * `'gap'` where numbers are left out. `pageLinks(7, 20)` is `[1, 'gap', 5, 6, 7, 8, 9, 'gap', 20]`.
 */
export function pageLinks(current: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages])
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const links: (number | 'gap')[] = []
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1]
    if (previous !== undefined && page - previous > 1) links.push('gap')
    links.push(page)
  })
  return links
}
