import { describe, expect, it } from 'vitest'
import type { AnyTransaction } from '../transaction/model/types'
import { balancePoints } from './balanceHistory'

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
    })
  })

  it('gives nothing when an amount is confidential', () => {
    const txs = [tx(100, [], [{ scriptpubkey_address: ADDRESS, valuecommitment: '08ab' }])]
    expect(balancePoints(txs, ADDRESS, 0)).toBeUndefined()
  })
})
