import type { WalletStorage } from './config.js'

/** A Map-backed WalletStorage for the tests, its `items` open to inspection. */
export function memoryStorage(): WalletStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
