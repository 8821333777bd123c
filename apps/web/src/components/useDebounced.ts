import { useEffect, useState } from 'react'

/**
 * `value` once it has held still for `ms`: work follows the typing when it stops, not each key (a swap's
 * quote, the search box's name lookups).
 */
export function useDebounced<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
