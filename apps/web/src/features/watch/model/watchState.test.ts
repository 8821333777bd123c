import { describe, expect, it } from 'vitest'
import type { Notice } from './notices'
import {
  addNotices,
  emptyWatchState,
  parseWatchState,
  watchStateText,
  watchStorageKey,
} from './watchState'
import { createWatchStore } from './watchStore'

const txid = 'cd'.repeat(32)
const watch = { type: 'transaction', network: 'main', id: txid, added: 5 } as const
const confirmed: Notice = { kind: 'confirmed', network: 'main', txid, confirmations: 1, at: 7 }

describe('parseWatchState', () => {
  it('is empty with nothing stored, and not corrupt', () => {
    expect(parseWatchState(null)).toEqual(emptyWatchState)
  })

  it('reads back what it stores', () => {
    const state = {
      ...emptyWatchState,
      watches: [watch],
      notify: true,
      confirmations: 3,
      notices: [confirmed],
      unseen: 1,
    }
    expect(parseWatchState(watchStateText(state))).toEqual(state)
  })

  it('leaves out stored notices its page could not write, keeping the good ones', () => {
    const received: Notice = {
      kind: 'received',
      network: 'signet',
      address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      txid,
      sats: 5_000,
      confirmed: false,
      at: 8,
    }
    const { address: _, ...noAddress } = received
    const bad = [
      noAddress,
      { ...received, sats: 'lots' },
      { ...confirmed, at: 1e300 },
      { ...confirmed, network: 'moon' },
      { ...confirmed, confirmations: 0 },
      { kind: 'replaced', network: 'main', txid, at: 3 },
      { kind: 'exploded', network: 'main', txid, at: 3 },
    ]
    const text = JSON.stringify({ version: 1, watches: [], notices: [received, ...bad, confirmed] })
    expect(parseWatchState(text).notices).toEqual([received, confirmed])
  })

  it('keeps what the service refused to this session', () => {
    const state = { ...emptyWatchState, refused: { main: 'too many addresses' } }
    expect(parseWatchState(watchStateText(state)).refused).toEqual({})
  })

  it.each(['{', '[]', 'null', '{"version":1}', '{"version":9,"watches":[]}'])(
    'turns %s into an empty list marked corrupt',
    (text) => {
      expect(parseWatchState(text)).toEqual({ ...emptyWatchState, corrupt: true })
    },
  )

  it('drops a bad entry, keeps the rest and says so', () => {
    const text = JSON.stringify({ version: 1, watches: [watch, { type: 'x' }], confirmations: 0 })
    expect(parseWatchState(text)).toMatchObject({
      watches: [watch],
      corrupt: true,
      confirmations: 6,
    })
  })
})

describe('addNotices', () => {
  it('adds new notices first and counts them unseen, once each', () => {
    const later: Notice = { ...confirmed, confirmations: 6, at: 8 }
    const first = addNotices(emptyWatchState, [confirmed])
    expect(first.fresh).toEqual([confirmed])
    const second = addNotices(first.state, [{ ...confirmed, at: 9 }, later])
    expect(second.fresh).toEqual([later])
    expect(second.state.notices).toEqual([later, confirmed])
    expect(second.state.unseen).toBe(2)
  })
})

describe('createWatchStore', () => {
  const memory = (initial: Record<string, string> = {}) => {
    const data = new Map(Object.entries(initial))
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    } as unknown as Storage & { data: Map<string, string> }
  }

  it('survives corrupt storage and writes a fresh list over it', () => {
    const storage = memory({ [watchStorageKey]: '{not json' })
    const store = createWatchStore(storage)
    expect(store.get()).toMatchObject({ watches: [], corrupt: true })
    store.update((s) => ({ ...s, watches: [watch] }))
    expect(
      parseWatchState(
        (storage as unknown as { data: Map<string, string> }).data.get(watchStorageKey) ?? null,
      ).watches,
    ).toEqual([watch])
  })

  it('keeps working in memory when storage refuses writes', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    } as unknown as Storage
    const store = createWatchStore(storage)
    store.update((s) => ({ ...s, notify: true }))
    expect(store.get().notify).toBe(true)
  })
})
