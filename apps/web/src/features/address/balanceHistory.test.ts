import { describe, expect, it } from 'vitest'
import type { AnyTransaction } from '../transaction/model/types'
import { balancePoints, balanceSteps, minSpan } from './balanceHistory'

const ADDRESS = 'bc1qme'
const out = (address: string, value: number) => ({ scriptpubkey_address: address, value })
const tx = (time: number | undefined, vin: { prevout: object }[], vout: object[]) =>
  ({
    txid: `t${time}`,
    vin,
    vout,
    status: time === undefined ? { confirmed: false } : { confirmed: true, block_time: time },
  }) as unknown as AnyTransaction

describe('balancePoints', () => {
  it('works back from the confirmed balance, oldest first, skipping unconfirmed', () => {
    const txs = [
      tx(undefined, [], [out(ADDRESS, 999)]),
      tx(300, [{ prevout: out(ADDRESS, 5_000) }], [out('other', 4_000), out(ADDRESS, 800)]),
      tx(200, [], [out(ADDRESS, 5_000)]),
      tx(100, [], [out(ADDRESS, 1_000)]),
    ]
    expect(balancePoints(txs, ADDRESS, 1_800)).toEqual({
      times: [100, 200, 300],
      balances: [1_000, 6_000, 1_800],
      before: 0,
    })
  })

  it('gives nothing when an amount is confidential', () => {
    const txs = [tx(100, [], [{ scriptpubkey_address: ADDRESS, valuecommitment: '08ab' }])]
    expect(balancePoints(txs, ADDRESS, 0)).toBeUndefined()
  })
})

describe('balanceSteps', () => {
  it('starts from the balance before the oldest transaction and holds the last one until now', () => {
    const points = { times: [0, 5_000, 9_000], balances: [1_000, 6_000, 1_800], before: 200 }
    expect(balanceSteps(points, 10_000)).toEqual({
      times: [0, 0, 5_000, 9_000, 10_000],
      balances: [200, 1_000, 6_000, 1_800, 1_800],
    })
  })

  it('spreads a history loaded from one block over a span, not a single moment', () => {
    // A busy address: every loaded transaction in one block, mined just now.
    const points = { times: [500, 500, 500], balances: [10, 20, 30], before: 0 }
    const steps = balanceSteps(points, 500)
    expect(steps?.times).toEqual([500 - minSpan, 500, 500, 500, 500])
    expect(steps?.balances).toEqual([0, 10, 20, 30, 30])
  })

  it('draws nothing without a confirmed transaction', () => {
    expect(balanceSteps({ times: [], balances: [], before: 0 }, 100)).toBeUndefined()
  })
})
