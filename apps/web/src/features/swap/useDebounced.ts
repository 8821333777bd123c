import { useEffect, useState } from 'react'

/** `value` once it has held still for `ms`: a quote is asked when the typing stops, not per key. */
export function useDebounced<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
