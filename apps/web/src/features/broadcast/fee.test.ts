import type { DecodedTransaction } from '@outpoint/explorer-client/tx'
import { describe, expect, it } from 'vitest'
import { prevoutValues } from './fee'

const input = (txid: string, vout: number) => ({
  txid,
  vout,
  scriptSig: '',
  sequence: 0,
  witness: [],
  coinbase: false,
})
const tx: DecodedTransaction = {
  txid: 'c'.repeat(64),
  wtxid: 'c'.repeat(64),
  version: 2,
  segwit: false,
  inputs: [input('a'.repeat(64), 1), input('b'.repeat(64), 0)],
  outputs: [{ value: 7_000, scriptPubKey: '51' }],
  locktime: 0,
  size: 200,
  weight: 800,
  vsize: 200,
}

describe('prevoutValues', () => {
  it('computes the fee and rate once every spent output is known', () => {
    const known: Record<string, number[]> = {
      ['a'.repeat(64)]: [1, 5_000],
      ['b'.repeat(64)]: [4_000],
    }
    expect(prevoutValues(tx, (txid) => known[txid])).toEqual({
      inputs: [5_000, 4_000],
      fee: 2_000,
      feeRate: 10,
      missing: [],
    })
  })

  it('leaves the fee unknown while a previous transaction is', () => {
    const known: Record<string, number[]> = { ['a'.repeat(64)]: [1, 5_000] }
    const values = prevoutValues(tx, (txid) => known[txid])
    expect(values.inputs).toEqual([5_000, undefined])
    expect(values.fee).toBeUndefined()
  })

  it('names inputs that spend an output their transaction does not have', () => {
    const known: Record<string, number[]> = { ['a'.repeat(64)]: [1], ['b'.repeat(64)]: [4_000] }
    const values = prevoutValues(tx, (txid) => known[txid])
    expect(values.missing).toEqual([0])
    expect(values.fee).toBeUndefined()
  })
})

describe('prevoutValues with spent outputs the paste carries', () => {
  it('takes those as given and needs no lookup for them', () => {
    const values = prevoutValues(tx, () => undefined, [5_000, 4_000])
    expect(values).toMatchObject({ inputs: [5_000, 4_000], fee: 2_000, feeRate: 10 })
  })

  it('looks up only the inputs the paste says nothing of', () => {
    const known: Record<string, number[]> = { ['b'.repeat(64)]: [4_500] }
    expect(prevoutValues(tx, (txid) => known[txid], [5_000]).fee).toBe(2_500)
  })
})
