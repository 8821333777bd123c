import { useLocation } from 'react-router'
import { parseInterval } from '../mining/intervals'
import { useIntervalParam } from '../mining/useIntervalParam'

/**
 * The chart's range, kept in the URL as `?range=1y` (shareable, survives a reload). A link copied from
 * mempool.space names it in the fragment (`/graphs/mempool#1y`), which counts when there is no `?range=`;
 * a missing or unknown value shows `fallback`. Choosing replaces the history entry.
 */
export function useRange<T extends string>(
  ranges: readonly T[],
  fallback: T,
): [T, (range: T) => void] {
  const { hash } = useLocation()
  return useIntervalParam('range', ranges, parseInterval(hash.slice(1), ranges, fallback))
}
