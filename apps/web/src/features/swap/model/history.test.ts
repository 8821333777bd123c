// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { findSwap, historyKey, loadHistory, type SwapRecord, saveSwap } from './history'

const record = (id: string, time: number): SwapRecord => ({
  id,
  fromChain: 'bitcoin',
  toChain: 'local-31337',
  fromSymbol: 'BTC',
  toSymbol: 'ETH',
  amount: '100000',
  fromDecimals: 8,
  receiveAddress: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
  time,
  deposit: { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '100000', memo: 'm' },
})

describe('swap history', () => {
  beforeEach(() => localStorage.clear())

  it('keeps swaps newest first and updates one by its id', () => {
    saveSwap(localStorage, record('1', 100))
    saveSwap(localStorage, record('2', 200))
    saveSwap(localStorage, { ...record('1', 100), depositTx: '0xabc' })
    const list = loadHistory(localStorage)
    expect(list.map((r) => r.id)).toEqual(['2', '1'])
    expect(findSwap(localStorage, '1')?.depositTx).toBe('0xabc')
    expect(findSwap(localStorage, '3')).toBeUndefined()
  })

  it('keeps at most 50 swaps', () => {
    for (let i = 0; i < 55; i++) saveSwap(localStorage, record(String(i), i))
    const list = loadHistory(localStorage)
    expect(list).toHaveLength(50)
    expect(list[0]?.id).toBe('54')
  })

  it('reads corrupt storage as what it can, never throwing', () => {
    for (const stored of ['{oops', '"text"', 'null', '{"id":"1"}']) {
      localStorage.setItem(historyKey, stored)
      expect(loadHistory(localStorage)).toEqual([])
    }
    const good = record('7', 7)
    localStorage.setItem(
      historyKey,
      JSON.stringify([
        null,
        5,
        { ...good, id: 8 },
        { ...good, time: 'now' },
        { ...good, fromDecimals: -1 },
        { ...good, deposit: { address: 1 } },
        good,
      ]),
    )
    // A record with a bad deposit keeps the rest of itself; the others are dropped.
    const { deposit: _, ...withoutDeposit } = good
    expect(loadHistory(localStorage)).toEqual([withoutDeposit, good])
  })

  it('survives storage that refuses to write or is absent', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(saveSwap(refusing, record('1', 1)).map((r) => r.id)).toEqual(['1'])
    expect(loadHistory(undefined)).toEqual([])
  })
})
