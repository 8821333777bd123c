import { describe, expect, it } from 'vitest'
import { verdictOf } from './verdict'

const ids = { txid: 'a'.repeat(64), wtxid: 'b'.repeat(64) }

describe('verdictOf', () => {
  it('gives an allowed transaction its vsize, fee in sats and fee rate', () => {
    expect(verdictOf({ ...ids, allowed: true, vsize: 141, fees: { base: 0.00000423 } })).toEqual({
      kind: 'allowed',
      txid: ids.txid,
      vsize: 141,
      fee: 423,
      feeRate: 3,
    })
  })

  it("words a rejection, keeping the node's details", () => {
    expect(
      verdictOf({
        ...ids,
        allowed: false,
        'reject-reason': 'min relay fee not met',
        'reject-details': 'min relay fee not met, 0 < 141',
      }),
    ).toMatchObject({
      kind: 'rejected',
      words: expect.stringMatching(/minimum relay fee/),
      said: 'min relay fee not met, 0 < 141',
    })
    expect(verdictOf({ ...ids, allowed: false, 'reject-reason': 'missing-inputs' })).toMatchObject({
      words: expect.stringMatching(/do not exist or are already spent/),
      said: 'missing-inputs',
    })
  })

  it('shows a reason it does not know as the node gave it', () => {
    expect(
      verdictOf({ ...ids, allowed: false, 'reject-reason': 'bad-witness-nonstandard' }),
    ).toMatchObject({
      kind: 'rejected',
      words: 'bad-witness-nonstandard',
    })
  })

  it('tells a refused package and a transaction left unchecked apart', () => {
    expect(verdictOf({ ...ids, 'package-error': 'package-not-sorted' })).toMatchObject({
      kind: 'package',
      words: expect.stringMatching(/child before its parent/),
    })
    expect(verdictOf({ ...ids, 'package-error': 'package-something-new' }).kind).toBe('package')
    expect(verdictOf(ids)).toEqual({ kind: 'unchecked', txid: ids.txid })
  })
})
