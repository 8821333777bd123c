import { describe, expect, it } from 'vitest'
import {
  confirmationReached,
  droppedNotice,
  isNews,
  stateAfter,
  transactionNotices,
} from './notices'
import type { Watch } from './watches'

const txid = 'ef'.repeat(32)
const by = '12'.repeat(32)
const txWatch: Watch = { type: 'transaction', network: 'signet', id: txid, added: 0 }

describe('transactionNotices', () => {
  it('notices the watched transaction confirming, alone or among several', () => {
    expect(transactionNotices(txWatch, { key: 'txConfirmed', data: txid }, 3)).toEqual([
      { kind: 'confirmed', network: 'signet', txid, confirmations: 1, at: 3 },
    ])
    expect(transactionNotices(txWatch, { key: 'txConfirmed', data: by }, 3)).toEqual([])
    expect(
      transactionNotices(txWatch, { key: 'tracked-txs', data: { [txid]: { confirmed: true } } }, 3),
    ).toMatchObject([{ kind: 'confirmed', confirmations: 1 }])
  })

  it('notices a replacement with its replacing txid', () => {
    expect(transactionNotices(txWatch, { key: 'rbfTransaction', data: { txid: by } }, 1)).toEqual([
      { kind: 'replaced', network: 'signet', txid, by, at: 1 },
    ])
    expect(
      transactionNotices(txWatch, { key: 'tracked-txs', data: { [txid]: { replacedBy: by } } }, 1),
    ).toMatchObject([{ kind: 'replaced', by }])
  })

  it('ignores position updates', () => {
    expect(
      transactionNotices(
        txWatch,
        { key: 'tracked-txs', data: { [txid]: { position: { block: 0, vsize: 1 } } } },
        1,
      ),
    ).toEqual([])
  })
})

describe('confirmationReached', () => {
  it('fires when the tip reaches the chosen count, not before or after', () => {
    expect(confirmationReached(txWatch, 100, 103, 104, 6, 1)).toBeUndefined()
    expect(confirmationReached(txWatch, 100, 104, 105, 6, 1)).toEqual({
      kind: 'confirmed',
      network: 'signet',
      txid,
      confirmations: 6,
      at: 1,
    })
    expect(confirmationReached(txWatch, 100, 105, 106, 6, 1)).toBeUndefined()
    expect(confirmationReached(txWatch, 100, 99, 100, 1, 1)).toBeUndefined()
  })

  it('fires when the tip jumps past the chosen count, as the count it was waiting for', () => {
    expect(confirmationReached(txWatch, 100, 101, 108, 6, 1)).toMatchObject({ confirmations: 6 })
  })

  it('says nothing for the first tip heard, or a tip that went back (a reorganisation)', () => {
    expect(confirmationReached(txWatch, 100, undefined, 105, 6, 1)).toBeUndefined()
    expect(confirmationReached(txWatch, 100, 106, 104, 6, 1)).toBeUndefined()
  })
})

describe('isNews', () => {
  const confirmed = transactionNotices(
    txWatch,
    { key: 'tracked-txs', data: { [txid]: { confirmed: true } } },
    1,
  )[0]
  it('a track-txs answer saying confirmed is news only for a transaction last seen unconfirmed', () => {
    expect(confirmed && isNews(confirmed, 'unconfirmed')).toBe(true)
    expect(confirmed && isNews(confirmed, 'confirmed')).toBe(false)
    expect(confirmed && isNews(confirmed, undefined)).toBe(false)
    expect(confirmed && stateAfter(confirmed, 'unconfirmed')).toBe('confirmed')
  })

  it('a replacement heard again after it was noticed is not news', () => {
    const [replaced] = transactionNotices(txWatch, { key: 'txReplaced', data: { txid: by } }, 1)
    expect(replaced && isNews(replaced, 'replaced')).toBe(false)
    expect(replaced && isNews(replaced, 'unconfirmed')).toBe(true)
  })

  it('the N-th confirmation is news whatever was known', () => {
    const sixth = confirmationReached(txWatch, 100, 104, 105, 6, 1)
    expect(sixth && isNews(sixth, 'confirmed')).toBe(true)
  })

  it('a transaction the service lost is dropped only when it was unconfirmed', () => {
    expect(droppedNotice(txWatch, 'unconfirmed', 4)).toEqual({
      kind: 'dropped',
      network: 'signet',
      txid,
      at: 4,
    })
    expect(droppedNotice(txWatch, 'replaced', 4)).toBeUndefined()
    expect(droppedNotice(txWatch, undefined, 4)).toBeUndefined()
  })
})
