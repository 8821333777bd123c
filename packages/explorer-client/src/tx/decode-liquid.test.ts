import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decodeLiquidTransaction } from './decode-liquid.js'
import { TxDecodeError } from './reader.js'

// Example 1 of the Elements project's doc/elements-tx-format.md: a signed Liquid testnet transaction
// spending two outputs into explicit outputs of 0.00055 and 0.01 tL-BTC (blinded nonces, no proofs).
const example =
  '02000000010290683fa6b0393b659df707b65e05cbfdf92cc2688589a0ed4931e8a61dfe64c40000000000ffffffff' +
  '8d83eb1b0826f46d473003d041116927470e2ce0f7cc0c634a983d438d770ac80000000000ffffffff0201499a8185' +
  '45f6bae39fc03b637f2a4e1e64e590cac1bc3a6f6d71aa4443654c1401000000000000d6d8028272c6d7d23b5d8836' +
  'daac705b4a312b0ebc03f87290da2ed511a833096f0d8e1600144447cb259b2a9857922c5a19cd6449b227dd6c3501' +
  '499a818545f6bae39fc03b637f2a4e1e64e590cac1bc3a6f6d71aa4443654c140100000000000f42400372fdd5c6e8' +
  '05a50d73ab15ec41cfaadcbe408ecc7a5867621918f1070f84ec9516001424ae71d4804ca7dd1fa66486a87af9dff1' +
  '663c8400000000000002463043021f3a851011d5b7b52c9761e8a0bd558f2d43129bd1602ffc30945c0a9eaeeaa402' +
  '2078763819f41ed3084d88fbd3ccf00f8107db76a431a3c085191e3aceb1cb12b0012103207312a1d3e7c2aa5c5212' +
  'e18f2fe0095e8d11e9ca78f4acc7f6e40dbd21d2ed0000000247304402203e13aa1c792fc14ff06f2c2269e7fff35d' +
  'c7710dbd73bca3738d21888f031a72022008f9eeb1ea00a8da358321a23e9cd14f6163f609ba391205d5eadcf47661' +
  '288f012103daa4c9684c369d4420b9f20e4116362b6a3786e9a12a4e1927d1a25c4ffd931b0000000000'
const tlbtc = '144c654344aa716d6f3abcc1ca90e5641e4e2a7f633bc09fe3baf64585819a49'

function failure(hex: string): TxDecodeError {
  try {
    decodeLiquidTransaction(hex)
  } catch (error) {
    if (error instanceof TxDecodeError) return error
    throw error
  }
  throw new Error('decoded')
}

describe('decodeLiquidTransaction', () => {
  const tx = decodeLiquidTransaction(example)

  it('reads the Elements format example field by field', () => {
    expect(tx.version).toBe(2)
    expect(tx.hasWitness).toBe(true)
    expect(tx.inputs.map((i) => [i.txid, i.vout, i.pegin, i.issuance])).toEqual([
      ['c464fe1da6e83149eda0898568c22cf9fdcb055eb607f79d653b39b0a63f6890', 0, false, undefined],
      ['c80a778d433d984a630cccf7e02c0e4727691141d00330476df426081beb838d', 0, false, undefined],
    ])
    expect(tx.outputs.map((o) => [o.asset, o.value, o.nonce?.slice(0, 2), o.fee])).toEqual([
      [{ explicit: tlbtc }, { explicit: 55_000 }, '02', false],
      [{ explicit: tlbtc }, { explicit: 1_000_000 }, '03', false],
    ])
    expect(tx.outputs[0]?.scriptPubKey).toBe('00144447cb259b2a9857922c5a19cd6449b227dd6c35')
    expect(tx.inputs.map((i) => i.witness.map((item) => item.length / 2))).toEqual([
      [70, 33],
      [71, 33],
    ])
    expect(tx.locktime).toBe(0)
  })

  it('hashes the witness-free form (flag cleared, witnesses after the locktime dropped) for the txid', () => {
    const bytes = Buffer.from(example, 'hex')
    // Hand-located: the locktime ends 4 bytes after the second output's 22-byte script.
    const scriptEnd = example.indexOf('001424ae71d4804ca7dd1fa66486a87af9dff1663c84') / 2 + 22
    const stripped = Buffer.concat([
      bytes.subarray(0, 4),
      Buffer.from([0]),
      bytes.subarray(5, scriptEnd + 4),
    ])
    const once = createHash('sha256').update(stripped).digest()
    const id = Buffer.from(createHash('sha256').update(once).digest()).reverse().toString('hex')
    expect(tx.txid).toBe(id)
    expect(tx.size).toBe(bytes.length)
    expect(tx.weight).toBe(stripped.length * 3 + bytes.length)
  })

  it('reads blinded outputs, the fee output and an issuance', () => {
    const commitment = (tag: string) => tag + '55'.repeat(32)
    const hex = [
      '02000000', // version
      '00', // no witness
      '01',
      'aa'.repeat(32),
      '01000080', // index 1 with the issuance flag
      '00',
      'feffffff',
      '00'.repeat(32), // blinding nonce: initial issuance
      'bb'.repeat(32), // entropy (the contract hash)
      '01',
      '000000003b9aca00', // 10 coins issued, explicit
      '00', // no reissuance tokens
      '02',
      commitment('0a'),
      commitment('08'),
      commitment('02'),
      '00', // a blinded output with an empty script
      '01',
      tlbtc.match(/../g)?.reverse().join(''),
      '01',
      '00000000000000fa', // 250 sat fee
      '00',
      '00',
      '00000000',
    ].join('')
    const decoded = decodeLiquidTransaction(hex)
    expect(decoded.inputs[0]).toMatchObject({
      vout: 1,
      pegin: false,
      issuance: {
        amount: { explicit: 1_000_000_000 },
        inflationKeys: null,
        entropy: 'bb'.repeat(32),
      },
    })
    expect(decoded.outputs[0]).toMatchObject({
      asset: { commitment: commitment('0a') },
      value: { commitment: commitment('08') },
      fee: false,
    })
    expect(decoded.outputs[1]).toMatchObject({
      asset: { explicit: tlbtc },
      value: { explicit: 250 },
      fee: true,
    })
    expect(decoded.size).toBe(hex.length / 2)
    expect(decoded.weight).toBe(decoded.size * 4)
  })

  it('names what is wrong and where', () => {
    expect(failure(`${example}00`).message).toMatch(/^1 trailing bytes after the transaction's end/)
    expect(failure(example.slice(0, -2)).message).toMatch(
      /^Truncated at byte \d+: output 1's range proof/,
    )
    expect(failure('0200000002').message).toBe(
      'Unknown witness flag 2 at byte 4 (expected 0 or 1).',
    )
    const badTag = example.replace('0201499a', '02079a')
    expect(failure(badTag).message).toMatch(/^Unknown prefix 7 of output 0's asset at byte \d+\.$/)
  })
})
