import { useSyncExternalStore } from 'react'

/** One clock for the whole page: every relative time re-renders on the same tick. */
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined
let now = Math.floor(Date.now() / 1000)

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    now = Math.floor(Date.now() / 1000)
    timer = setInterval(() => {
      now = Math.floor(Date.now() / 1000)
      for (const l of [...listeners]) l()
    }, 1_000)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The current time in seconds, updated every second while a component uses it. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  )
}
