import { browserStorage } from './browserStorage'

type Listener = () => void

/**
 * A value kept in localStorage under one key, readable with `useSyncExternalStore`: one parsed snapshot
 * until something writes, here or in another tab (the `storage` event).
 */
export interface StoredValue<T> {
  get(): T
  /** Stores `next` (the same object again is no change); listeners hear of it. */
  set(next: T): void
  subscribe(listener: Listener): () => void
}

export interface StoredValueOptions<T> {
  key: string
  /** The value of the stored text (null: nothing stored); must not throw for corrupt text. */
  parse(text: string | null): T
  text(value: T): string
  storage?: Storage | undefined
}

/**
 * Storage can be missing, unreadable or refuse writes (private modes, quotas): the value is then `parse`
 * of nothing, and what is set lives for the session only.
 */
export function createStoredValue<T>({
  key,
  parse,
  text,
  storage = browserStorage(),
}: StoredValueOptions<T>): StoredValue<T> {
  const read = () => {
    try {
      return parse(storage?.getItem(key) ?? null)
    } catch {
      return parse(null)
    }
  }
  let current = read()
  const listeners = new Set<Listener>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return
    current = read()
    notify()
  }
  return {
    get: () => current,
    set(next) {
      if (next === current) return
      current = next
      try {
        storage?.setItem(key, text(current))
      } catch {
        // Kept in memory for this session.
      }
      notify()
    },
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage)
      }
    },
  }
}
