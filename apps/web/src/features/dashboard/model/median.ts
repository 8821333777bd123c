import { finite } from '../../../format/number'

/** The median of the finite numbers in `values` (mean of the middle two for an even count), or undefined. */
export function median(values: readonly unknown[]): number | undefined {
  const sorted = values.filter(finite).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = sorted.length >> 1
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2
}
