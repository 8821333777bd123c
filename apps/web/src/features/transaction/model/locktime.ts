/** nLockTime values from this one on are unix times; below it, block heights. */
const timeThreshold = 500_000_000

export type Locktime =
  | { kind: 'none' }
  | { kind: 'height'; height: number }
  | { kind: 'time'; time: number }

/** What a transaction's nLockTime means: nothing (0), a block height or a unix time. */
export function readLocktime(locktime: number): Locktime {
  if (locktime === 0) return { kind: 'none' }
  return locktime < timeThreshold
    ? { kind: 'height', height: locktime }
    : { kind: 'time', time: locktime }
}
