import { describe, expect, it } from 'vitest'
import { readSavedWallet, savedWalletKey, writeSavedWallet } from './savedWallet'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  }
}

describe('the wallet kept on this device', () => {
  it('reads back what was written, and nothing once forgotten', () => {
    const storage = memoryStorage()
    const saved = { text: 'wpkh(x)', keyScript: 'wpkh', gapLimit: 30 } as const
    writeSavedWallet(saved, storage)
    expect(readSavedWallet(storage)).toEqual({ saved, corrupt: false })
    writeSavedWallet(undefined, storage)
    expect(readSavedWallet(storage)).toEqual({ corrupt: false })
  })

  it('says corrupt, without throwing, for unreadable or wrong-shaped storage', () => {
    const storage = memoryStorage()
    for (const raw of ['{', 'null', '{"text":1}', '{"text":"a","keyScript":"wpkh","gapLimit":0}']) {
      storage.setItem(savedWalletKey, raw)
      expect(readSavedWallet(storage)).toEqual({ corrupt: true })
    }
  })
})
