import type { FederationUtxo } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import {
  backing,
  expiringSoon,
  expiringWithin,
  monthTime,
  pegsPageCount,
  readPegsPage,
  supplySeries,
} from './model'

describe('readPegsPage', () => {
  it('reads no page as the first and plain whole numbers as pages', () => {
    expect(readPegsPage(undefined)).toEqual({ kind: 'page', page: 1 })
    expect(readPegsPage('12')).toEqual({ kind: 'page', page: 12 })
  })

  it.each(['0', '-1', '01', '1.5', 'two', '1e3'])('says why %s is not a page', (value) => {
    const read = readPegsPage(value)
    expect(read.kind).toBe('invalid')
    if (read.kind === 'invalid') expect(read.reason).toContain(`"${value}" is not a page number`)
  })
})

describe('pegsPageCount', () => {
  it('fills 15 a page, and an empty list has its one page', () => {
    expect(pegsPageCount(0)).toBe(1)
    expect(pegsPageCount(15)).toBe(1)
    expect(pegsPageCount(16)).toBe(2)
  })
})

describe('supplySeries', () => {
  it('runs both totals over the months either has, in order', () => {
    const series = supplySeries(
      [
        { date: '2025-02-01', amount: -30 },
        { date: '2025-01-01', amount: 100 },
      ],
      [
        { date: '2025-01-01', amount: 90 },
        { date: '2025-03-01', amount: 5 },
      ],
    )
    expect(series.times).toEqual([
      monthTime('2025-01-01'),
      monthTime('2025-02-01'),
      monthTime('2025-03-01'),
    ])
    expect(series.supply).toEqual([100, 70, 70])
    expect(series.reserves).toEqual([90, 90, 95])
  })

  it('leaves out a month that is not one', () => {
    expect(supplySeries([{ date: 'soon', amount: 1 }], []).times).toEqual([])
    expect(monthTime('2025-01-02')).toBeUndefined()
  })
})

describe('backing', () => {
  it('says whether the reserves cover the supply', () => {
    expect(backing(200, 200)).toMatchObject({ ratio: 1, words: expect.stringContaining('cover') })
    expect(backing(200, 100)).toMatchObject({ ratio: 0.5, words: expect.stringContaining('short') })
    expect(backing(null, 100).ratio).toBeUndefined()
  })
})

describe('expiringSoon', () => {
  const utxo = (blocknumber: number): FederationUtxo => ({
    txid: 'ab'.repeat(32),
    txindex: 0,
    bitcoinaddress: 'bc1q',
    amount: 1,
    blocknumber,
    blocktime: 0,
    pegtxid: '',
    pegindex: 0,
    pegblocktime: 0,
    timelock: 4032,
    expiredAt: 0,
  })

  it('keeps the outputs whose timelock ends within the window, not past it', () => {
    const audit = 10_000
    const edge = utxo(audit - 4032 + expiringWithin)
    const later = utxo(audit - 4032 + expiringWithin + 1)
    const past = utxo(audit - 4032)
    expect(expiringSoon([edge, later, past], audit)).toEqual([edge])
  })
})
