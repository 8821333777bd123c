import { describe, expect, test } from 'vitest'
import { sha256d } from '../bitcoin/tx.js'
import { displayHex, fromHex, hex } from './bytes.js'
import {
  amountOf,
  assetOf,
  COINBASE_INDEX,
  type ElementsTx,
  explicitAsset,
  explicitValue,
  isFeeOutput,
  nullValue,
  parseTx,
  serializeTx,
  txidOf,
} from './elements-tx.js'

// Example 1 of ElementsProject/elements doc/elements-tx-format.md: a signed Liquid testnet transaction
// moving two tL-BTC outputs into explicit outputs of 0.00055 and 0.01 tL-BTC.
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

describe('the Elements format example', () => {
  const tx = parseTx(fromHex(example))

  test('parses into the fields the document lists', () => {
    expect(tx.version).toBe(2)
    expect(tx.locktime).toBe(0)
    expect(tx.inputs.map((i) => [displayHex(i.txid), i.vout, i.pegin, !!i.issuance])).toEqual([
      ['c464fe1da6e83149eda0898568c22cf9fdcb055eb607f79d653b39b0a63f6890', 0, false, false],
      ['c80a778d433d984a630cccf7e02c0e4727691141d00330476df426081beb838d', 0, false, false],
    ])
    expect(tx.outputs.map((o) => amountOf(o.value))).toEqual([55_000, 1_000_000])
    expect(tx.outputs.map((o) => displayHex(assetOf(o.asset) ?? new Uint8Array()))).toEqual([
      tlbtc,
      tlbtc,
    ])
    expect(tx.outputs.map((o) => o.nonce[0])).toEqual([2, 3])
    expect(tx.witness?.inputs.map((w) => w.script.map((item) => item.length))).toEqual([
      [70, 33],
      [71, 33],
    ])
    expect(
      tx.witness?.outputs.every((w) => !w.rangeproof.length && !w.surjectionProof.length),
    ).toBe(true)
  })

  test('serialises back to the same bytes, and its txid hashes the witness-free form', () => {
    expect(hex(serializeTx(tx))).toBe(example)
    const stripped = serializeTx(tx, false)
    // Version, flag 0, then the same inputs and outputs and locktime: the witness is cut off.
    expect(stripped[4]).toBe(0)
    expect(hex(stripped.subarray(5))).toBe(example.slice(10, 10 + (stripped.length - 5) * 2))
    expect(txidOf(tx)).toBe(displayHex(sha256d(stripped)))
  })
})

describe('a transaction with every Elements field', () => {
  const id = fromHex('11'.repeat(32))
  const tx: ElementsTx = {
    version: 2,
    locktime: 3_000_000,
    inputs: [
      {
        txid: fromHex('22'.repeat(32)),
        vout: 5,
        pegin: false,
        scriptSig: fromHex(`160014${'33'.repeat(20)}`),
        sequence: 0xfffffffd,
        issuance: {
          blindingNonce: new Uint8Array(32),
          entropy: fromHex('44'.repeat(32)),
          amount: explicitValue(2_100_000_000_000_000),
          inflationKeys: fromHex(`09${'55'.repeat(32)}`),
        },
      },
      {
        txid: fromHex('66'.repeat(32)),
        vout: 0x3fffffff,
        pegin: true,
        scriptSig: new Uint8Array(0),
        sequence: 0xffffffff,
        issuance: undefined,
      },
    ],
    outputs: [
      {
        asset: fromHex(`0b${'77'.repeat(32)}`),
        value: fromHex(`08${'88'.repeat(32)}`),
        nonce: fromHex(`02${'99'.repeat(32)}`),
        script: fromHex(`0014${'aa'.repeat(20)}`),
      },
      {
        asset: explicitAsset(id),
        value: explicitValue(1234),
        nonce: nullValue(),
        script: new Uint8Array(0),
      },
    ],
    witness: {
      inputs: [
        {
          issuanceRangeproof: new Uint8Array(0),
          inflationKeysRangeproof: fromHex('60'.repeat(300)),
          script: [fromHex('30'.repeat(71)), fromHex('02'.repeat(33))],
          pegin: [],
        },
        {
          issuanceRangeproof: new Uint8Array(0),
          inflationKeysRangeproof: new Uint8Array(0),
          script: [],
          pegin: [fromHex('01'.repeat(8)), id, fromHex('bb'.repeat(200))],
        },
      ],
      outputs: [
        { surjectionProof: fromHex('cc'.repeat(67)), rangeproof: fromHex('dd'.repeat(4174)) },
        { surjectionProof: new Uint8Array(0), rangeproof: new Uint8Array(0) },
      ],
    },
  }

  test('round-trips through serialise and parse', () => {
    const bytes = serializeTx(tx)
    const parsed = parseTx(bytes)
    expect(hex(serializeTx(parsed))).toBe(hex(bytes))
    expect(parsed.inputs[0]?.issuance && amountOf(parsed.inputs[0].issuance.amount)).toBe(
      2_100_000_000_000_000,
    )
    expect(parsed.inputs[1]?.pegin).toBe(true)
    expect(parsed.inputs[1]?.vout).toBe(0x3fffffff)
    const fee = parsed.outputs[1]
    expect(fee && isFeeOutput(fee)).toBe(true)
    expect(parsed.witness?.outputs[0]?.rangeproof.length).toBe(4174)
  })

  test('puts the issuance and peg-in flags in the top bits of the output index', () => {
    const bytes = serializeTx(tx, false)
    const index = (at: number) => Buffer.from(bytes).readUInt32LE(at)
    // version 4, flag 1, count 1, then txid 32: the first index.
    expect(index(4 + 1 + 1 + 32)).toBe(0x80000005)
    const second = 4 + 1 + 1 + 32 + 4 + 1 + 23 + 4 + 64 + 9 + 33
    expect(index(second + 32)).toBe(0x40000000 | 0x3fffffff)
  })

  test('writes flag 0 and no witness when there is none, and leaves a coinbase index alone', () => {
    const coinbase: ElementsTx = {
      version: 2,
      locktime: 0,
      inputs: [
        {
          txid: new Uint8Array(32),
          vout: COINBASE_INDEX,
          pegin: false,
          scriptSig: fromHex('0101'),
          sequence: 0xffffffff,
          issuance: undefined,
        },
      ],
      outputs: [
        {
          asset: explicitAsset(id),
          value: explicitValue(0),
          nonce: nullValue(),
          script: fromHex('6a'),
        },
      ],
    }
    const bytes = serializeTx(coinbase)
    expect(bytes[4]).toBe(0)
    expect(parseTx(bytes).inputs[0]?.vout).toBe(COINBASE_INDEX)
    expect(hex(serializeTx(parseTx(bytes)))).toBe(hex(bytes))
  })

  test('refuses truncated data, trailing bytes, bad headers and indexes that collide with the flags', () => {
    const bytes = serializeTx(tx)
    expect(() => parseTx(bytes.subarray(0, bytes.length - 1))).toThrow()
    expect(() => parseTx(Uint8Array.of(...bytes, 0))).toThrow('bytes after the transaction')
    const badAsset = Uint8Array.from(bytes)
    // The first output's asset header: after version, flag, inputs and the output count.
    const at = bytes.indexOf(0x0b, 4 + 1 + 1 + 2 * 36)
    badAsset[at] = 0x07
    expect(() => parseTx(badAsset)).toThrow()
    const input = tx.inputs[0]
    if (!input) throw new Error('no input')
    expect(() => serializeTx({ ...tx, inputs: [{ ...input, vout: 0x40000000 }] })).toThrow(
      'collides',
    )
  })
})
