const counts = new Intl.NumberFormat('en-US')

/**
 * 26214 → "26,214", as `toLocaleString('en-US')` writes it. One formatter for the page: each
 * `toLocaleString` call builds a new one, which cost more than the rest of a history row's render.
 */
export const formatCount = (count: number): string => counts.format(count)
