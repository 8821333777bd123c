import { useSearchParams } from 'react-router'
import { parseInterval } from './intervals'

/**
 * An interval kept in the URL's query (`?hashrate=3m`), so a chosen view can be linked and survives a
 * reload. Choosing replaces the history entry: Back leaves the page rather than stepping through choices.
 */
export function useIntervalParam<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
): [T, (interval: T) => void] {
  const [params, setParams] = useSearchParams()
  const value = parseInterval(params.get(name), allowed, fallback)
  const set = (interval: T) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old)
        next.set(name, interval)
        return next
      },
      { replace: true },
    )
  return [value, set]
}
