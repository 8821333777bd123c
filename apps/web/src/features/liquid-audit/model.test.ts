import type { FederationUtxo } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import {
  auditProgress,
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
  const btc = 100_000_000
  const now = { supply: 70, reserves: 60 }

  it('sums the pegs, keeps the reserves as sent, over the months either has, in order', () => {
    const series = supplySeries(
      [
        { date: '2025-02-01', amount: -30 },
        { date: '2025-01-01', amount: 100 },
      ],
      [
        { date: '2025-01-01', amount: 90 },
        { date: '2025-03-01', amount: 5 },
      ],
      now,
    )
    expect(series.times).toEqual([
      monthTime('2025-01-01'),
      monthTime('2025-02-01'),
      monthTime('2025-03-01'),
    ])
    // March: the totals now stand for the last month.
    expect(series.supply).toEqual([100, 70, 70])
    expect(series.reserves).toEqual([90, 0, 60])
  })

  it('does not count a spent output again: 1 BTC in in January, 0.4 out in March, 0.6 change', () => {
    // `/reserves/month`: January's deposit was still held at January's end; March's row is the change.
    const series = supplySeries(
      [
        { date: '2025-01-01', amount: btc },
        { date: '2025-03-01', amount: -0.4 * btc },
      ],
      [
        { date: '2025-01-01', amount: btc },
        { date: '2025-03-01', amount: 0.6 * btc },
      ],
      { supply: 0.6 * btc, reserves: 0.6 * btc },
    )
    expect(series.supply).toEqual([btc, 0.6 * btc])
    expect(series.reserves).toEqual([btc, 0.6 * btc])
  })

  it('ends on the totals now, newer than the monthly figures', () => {
    const series = supplySeries(
      [
        { date: '2025-01-01', amount: 100 },
        { date: '2025-02-01', amount: 10 },
      ],
      [
        { date: '2025-01-01', amount: 100 },
        { date: '2025-02-01', amount: 10 },
      ],
      { supply: 125, reserves: 124 },
    )
    expect(series.supply).toEqual([100, 125])
    expect(series.reserves).toEqual([100, 124])
  })

  it('leaves out a month that is not one', () => {
    expect(supplySeries([{ date: 'soon', amount: 1 }], [], now).times).toEqual([])
    expect(monthTime('2025-01-02')).toBeUndefined()
  })
})

describe('auditProgress', () => {
  const status = (lastBlockAudit: number, isAuditSynced: boolean) => ({
    bitcoinBlocks: 900_000,
    bitcoinHeaders: 900_000,
    lastBlockAudit,
    isAuditSynced,
  })

  it('says a synced audit one block below the tip waits for the tip, not that it is behind', () => {
    expect(auditProgress(status(899_999, true))).toEqual({
      synced: true,
      words:
        'Up to date: audited to Bitcoin block 899,999; block 900,000, the tip, waits for a confirmation',
    })
    expect(auditProgress(status(899_997, true)).words).toBe(
      'Up to date: audited to Bitcoin block 899,997; blocks 899,998 to 900,000 wait for confirmations',
    )
    expect(auditProgress(status(900_000, true)).words).toBe(
      'Up to date: audited to Bitcoin block 900,000, the tip',
    )
  })

  it('says how far behind an audit in progress is', () => {
    expect(auditProgress(status(899_990, false))).toEqual({
      synced: false,
      words: 'Audit in progress: Bitcoin block 899,990 of 900,000, 10 blocks behind',
    })
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
