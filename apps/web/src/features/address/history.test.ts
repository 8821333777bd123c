import { describe, expect, it } from 'vitest'
import type { AnyTransaction } from '../transaction/model/types'
import { cursorOf, withAddressEvent, withFirstPage, withNextPage } from './history'

const tx = (txid: string, blockHeight?: number) =>
  ({
    txid,
    vin: [],
    vout: [],
    status:
      blockHeight === undefined
        ? { confirmed: false }
        : { confirmed: true, block_height: blockHeight, block_hash: 'h', block_time: 1 },
  }) as unknown as AnyTransaction

const ids = (txs: AnyTransaction[]) => txs.map((t) => t.txid)
const confirmedRun = (from: number, count: number, height: number) =>
  Array.from({ length: count }, (_, i) => tx(`c${from + i}`, height - Math.floor((from + i) / 5)))

describe('address history', () => {
  it('ends after a short first page, goes on after a full one', () => {
    expect(withFirstPage([tx('m'), tx('a', 10)], undefined).done).toBe(true)
    const full = withFirstPage(confirmedRun(0, 25, 100), undefined)
    expect(full.done).toBe(false)
    expect(cursorOf(full)).toBe('c24')
  })

  it('appends pages, and ends on a short or repeated one', () => {
    let history = withFirstPage(confirmedRun(0, 25, 100), undefined)
    history = withNextPage(history, confirmedRun(25, 25, 100))
    expect(history.txs).toHaveLength(50)
    expect(history.done).toBe(false)
    expect(withNextPage(history, confirmedRun(25, 25, 100))).toMatchObject({ done: true })
    expect(withNextPage(history, confirmedRun(50, 3, 100))).toMatchObject({ done: true })
  })

  it("goes on after mempool's own backend's pages of 10 (Electrum mode), ends after a shorter one", () => {
    let history = withFirstPage(confirmedRun(0, 10, 100), undefined)
    expect(history.done).toBe(false)
    history = withNextPage(history, confirmedRun(10, 10, 100))
    expect(history.done).toBe(false)
    expect(withNextPage(history, confirmedRun(20, 9, 100))).toMatchObject({ done: true })
  })

  it('refreshes the head and keeps the older pages already loaded', () => {
    let history = withFirstPage([tx('m1'), ...confirmedRun(0, 25, 100)], undefined)
    history = withNextPage(history, confirmedRun(25, 25, 100))
    // m1 confirmed in block 101 and a new m2 arrived: the head changes, the tail stays.
    const head = [tx('m2'), tx('m1', 101), ...confirmedRun(0, 24, 100)]
    const refreshed = withFirstPage(head, history)
    expect(ids(refreshed.txs).slice(0, 3)).toEqual(['m2', 'm1', 'c0'])
    expect(refreshed.txs).toHaveLength(52)
    expect(refreshed.done).toBe(false)
  })

  it('applies live events: new first, confirmed moved below the mempool, removed dropped', () => {
    const history = withFirstPage([tx('m1'), tx('m2'), tx('a', 10)], undefined)
    const added = withAddressEvent(history, { kind: 'mempool', transactions: [tx('m3')] })
    expect(ids(added.txs)).toEqual(['m3', 'm1', 'm2', 'a'])
    const mined = withAddressEvent(added, { kind: 'confirmed', transactions: [tx('m1', 11)] })
    expect(ids(mined.txs)).toEqual(['m3', 'm2', 'm1', 'a'])
    expect(mined.txs[2]?.status?.confirmed).toBe(true)
    const dropped = withAddressEvent(mined, { kind: 'removed', transactions: [tx('m2')] })
    expect(ids(dropped.txs)).toEqual(['m3', 'm1', 'a'])
    expect(dropped.done).toBe(history.done)
  })
})
