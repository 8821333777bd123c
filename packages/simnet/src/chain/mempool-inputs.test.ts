import { describe, expect, it } from 'vitest'
import { smallChain } from '../../test/mempool-helpers.js'
import { hashHex, Transaction } from '../bitcoin/tx.js'
import { rawInputs, signalsRbf } from './mempool-inputs.js'

describe('rawInputs', () => {
  const sim = smallChain()
  const records = [...sim.chain.txs.values()].filter((r) => !r.coinbase)

  it('reads the outpoints and sequences bitcoinjs decodes, with and without witnesses', () => {
    const legacy = records.filter((r) => !Transaction.fromBuffer(r.raw).hasWitnesses())
    const segwit = records.filter((r) => Transaction.fromBuffer(r.raw).hasWitnesses())
    expect(legacy.length).toBeGreaterThan(10)
    expect(segwit.length).toBeGreaterThan(10)
    for (const record of records) {
      const decoded = Transaction.fromBuffer(record.raw).ins.map((input) => ({
        txid: hashHex(input.hash),
        vout: input.index,
        sequence: input.sequence,
      }))
      expect(rawInputs(record.raw)).toEqual(decoded)
    }
  })

  it('tells BIP 125 signalling by the sequences', () => {
    const final = { txid: '00'.repeat(32), vout: 0, sequence: 0xffffffff }
    expect(signalsRbf([final, { ...final, sequence: 0xfffffffe }])).toBe(false)
    expect(signalsRbf([final, { ...final, sequence: 0xfffffffd }])).toBe(true)
  })
})
