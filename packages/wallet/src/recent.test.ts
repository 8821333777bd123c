import { describe, expect, it } from 'vitest'
import type { WalletStorage } from './config.js'
import {
  loadRecent,
  maxRecent,
  type RecentTransaction,
  recentKey,
  saveRecent,
  upsertRecent,
} from './recent.js'
import { memoryStorage } from './test-helpers.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function hash(n: number): `0x${string}` {
  return `0x${n.toString(16).padStart(64, '0')}`
}

function tx(n: number, overrides: Partial<RecentTransaction> = {}): RecentTransaction {
  return {
    hash: hash(n),
    to,
    value: `${n}000`,
    status: 'pending',
    time: 1_700_000_000_000 + n,
    ...overrides,
  }
}

describe('recentKey', () => {
  it('is per chain and per account, whatever the address case', () => {
    expect(recentKey(31337, address)).toBe(
      'outpoint.wallet.recent.31337.0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    )
    expect(recentKey(1, address.toUpperCase())).toBe(recentKey(1, address.toLowerCase()))
    expect(recentKey(1, address)).not.toBe(recentKey(31337, address))
  })
})

describe('saveRecent and loadRecent', () => {
  it('round-trip a list, keeping optional fields', () => {
    const storage = memoryStorage()
    const list = [
      tx(2, { status: 'replaced', reason: 'repriced', replacedBy: hash(3) }),
      tx(1, { status: 'confirmed' }),
    ]
    saveRecent(storage, 31337, address, list)
    expect(loadRecent(storage, 31337, address)).toEqual(list)
    expect(loadRecent(storage, 31337, address.toLowerCase())).toEqual(list)
  })

  it('keeps accounts and chains apart', () => {
    const storage = memoryStorage()
    saveRecent(storage, 31337, address, [tx(1)])
    expect(loadRecent(storage, 31338, address)).toEqual([])
    expect(loadRecent(storage, 31337, to)).toEqual([])
  })

  it('returns an empty list for missing, unparsable or non-list storage', () => {
    const storage = memoryStorage()
    expect(loadRecent(storage, 1, address)).toEqual([])
    storage.items.set(recentKey(1, address), '{not json')
    expect(loadRecent(storage, 1, address)).toEqual([])
    storage.items.set(recentKey(1, address), '{"hash":"0x"}')
    expect(loadRecent(storage, 1, address)).toEqual([])
  })

  it('drops malformed entries and keeps the good ones', () => {
    const storage = memoryStorage()
    const good = tx(1)
    const bad = [
      null,
      'x',
      { ...good, hash: '0x1234' },
      { ...good, to: 'bob' },
      { ...good, value: '-1' },
      { ...good, value: 5 },
      { ...good, status: 'lost' },
      { ...good, time: '2024' },
    ]
    storage.items.set(recentKey(1, address), JSON.stringify([...bad, good]))
    expect(loadRecent(storage, 1, address)).toEqual([good])
  })

  it('drops unknown optional values but keeps the entry', () => {
    const storage = memoryStorage()
    const entry = { ...tx(1), reason: 'teleported', replacedBy: 'nope' }
    storage.items.set(recentKey(1, address), JSON.stringify([entry]))
    expect(loadRecent(storage, 1, address)).toEqual([tx(1)])
  })

  it('does not throw when storage refuses to read or write', () => {
    const refusing: WalletStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    expect(loadRecent(refusing, 1, address)).toEqual([])
    expect(() => saveRecent(refusing, 1, address, [tx(1)])).not.toThrow()
  })

  it('stores at most the limit', () => {
    const storage = memoryStorage()
    const list = Array.from({ length: maxRecent + 5 }, (_, i) => tx(i + 1))
    saveRecent(storage, 1, address, list)
    expect(loadRecent(storage, 1, address)).toHaveLength(maxRecent)
  })
})

describe('upsertRecent', () => {
  it('puts a new transaction first', () => {
    expect(upsertRecent([tx(1)], tx(2)).map((t) => t.hash)).toEqual([hash(2), hash(1)])
  })

  it('updates a known transaction where it stands', () => {
    const list = [tx(3), tx(2), tx(1)]
    const updated = upsertRecent(list, tx(2, { status: 'confirmed' }))
    expect(updated.map((t) => t.hash)).toEqual([hash(3), hash(2), hash(1)])
    expect(updated[1]?.status).toBe('confirmed')
    expect(list[1]?.status).toBe('pending')
  })

  it('keeps at most the limit, dropping the oldest', () => {
    const list = Array.from({ length: maxRecent }, (_, i) => tx(maxRecent - i))
    const updated = upsertRecent(list, tx(100))
    expect(updated).toHaveLength(maxRecent)
    expect(updated[0]?.hash).toBe(hash(100))
    expect(updated.some((t) => t.hash === hash(1))).toBe(false)
  })
})
