import { useIntervalParam } from '../mining/useIntervalParam'

/**
 * The chart's range, kept in the URL as `?range=1y` (shareable, survives a reload); a missing or unknown
 * value shows `fallback`. Choosing replaces the history entry.
 */
export function useRange<T extends string>(
  ranges: readonly T[],
  fallback: T,
): [T, (range: T) => void] {
  return useIntervalParam('range', ranges, fallback)
}
