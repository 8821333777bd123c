import { decodeTransaction } from '@outpoint/explorer-client/tx'
import { describe, expect, it } from 'vitest'
import {
  badGlobalTxKey,
  badPartialSigKey,
  badRedeemScriptKey,
  badWitnessScriptKey,
  badWitnessUtxoKey,
  duplicateInputKeys,
  filledScriptSig,
  missingOutputs,
  networkTransactionBase64,
  p2pkhInput,
  p2pkhInputBase64,
  p2shP2wshValid,
  withoutUnsignedTxBase64,
} from './bip174Vectors'
import { decodePsbt, looksLikePsbt } from './psbt'
import { base64ToHex, hexToBase64, kv, map, p2pkhPsbt, stack, unsignedP2pkh } from './testPsbt'

const witnessUtxo = `${'a08601'.padEnd(16, '0')}160014${'11'.repeat(20)}`
const psbtOf = p2pkhPsbt
const unsigned = unsignedP2pkh
/** The BIP's network transaction: the P2PKH case signed. */
const signed = decodeTransaction(base64ToHex(networkTransactionBase64))

describe('decodePsbt: BIP 174 valid vectors', () => {
  it('reads the P2PKH case from hex and from base64 alike, its prevout from the non-witness UTXO', () => {
    const fromHex = decodePsbt(p2pkhInput)
    expect(decodePsbt(p2pkhInputBase64)).toEqual(fromHex)
    expect(base64ToHex(p2pkhInputBase64)).toBe(p2pkhInput)
    expect(fromHex.unsignedTx.inputs).toHaveLength(1)
    expect(fromHex.unsignedTx.outputs.map((o) => o.value)).toEqual([99_999_699, 100_000_000])
    expect(fromHex.inputs).toEqual([
      {
        prevout: {
          value: 200_000_000,
          scriptPubKey: '76a91485cff1097fd9e008bb34af709c62197b38978a4888ac',
        },
        signatures: 0,
        finalized: false,
      },
    ])
    expect(fromHex.extracted).toBeUndefined()
  })

  it('reads the P2SH-P2WSH case: its witness UTXO and one partial signature', () => {
    const psbt = decodePsbt(p2shP2wshValid)
    expect(psbt.inputs[0]).toMatchObject({
      prevout: {
        value: 199_909_013,
        scriptPubKey: 'a9146345200f68d189e1adc0df1c4d16ea8f14c0dbeb87',
      },
      signatures: 1,
      finalized: false,
    })
  })

  it('accepts whitespace from a terminal around and inside the text', () => {
    expect(
      decodePsbt(`  ${p2pkhInputBase64.slice(0, 40)}\n${p2pkhInputBase64.slice(40)}\n`),
    ).toEqual(decodePsbt(p2pkhInput))
  })

  it('tells a PSBT from a raw transaction by its magic', () => {
    expect(looksLikePsbt(p2pkhInput)).toBe(true)
    expect(looksLikePsbt(p2pkhInputBase64)).toBe(true)
    expect(looksLikePsbt(base64ToHex(networkTransactionBase64))).toBe(false)
  })
})

describe('decodePsbt: BIP 174 invalid vectors, each refused with its fault named', () => {
  it.each([
    [
      'a network transaction',
      networkTransactionBase64,
      /Not a PSBT: it must start with the bytes 70736274ff.*starts with 0200000001/,
    ],
    ['missing outputs', missingOutputs, /ends before output 0's map/],
    [
      'a filled scriptSig in the unsigned tx',
      filledScriptSig,
      /Input 0 of the unsigned transaction has a scriptSig/,
    ],
    ['no unsigned tx', withoutUnsignedTxBase64, /no unsigned transaction \(global key type 0x00\)/],
    ['duplicate keys in an input', duplicateInputKeys, /Duplicate key 00 in input 0's map at byte/],
    [
      'an invalid global transaction key',
      badGlobalTxKey,
      /Invalid unsigned transaction key \(type 0x00\) in the global map/,
    ],
    [
      'an invalid witness UTXO key',
      badWitnessUtxoKey,
      /Invalid witness UTXO key \(type 0x01\) in input 0's map/,
    ],
    [
      'a partial signature key with a 32-byte pubkey',
      badPartialSigKey,
      /partial signature key \(type 0x02\).*32 bytes, not 33 or 65/,
    ],
    ['an invalid redeem script key', badRedeemScriptKey, /Invalid redeem script key \(type 0x04\)/],
    [
      'an invalid witness script key',
      badWitnessScriptKey,
      /Invalid witness script key \(type 0x05\)/,
    ],
  ])('%s', (_, text, message) => {
    expect(() => decodePsbt(text)).toThrow(message)
  })

  it('gives base64 and hex faults with their place', () => {
    expect(() => decodePsbt('cHNidP8B!AAA')).toThrow(
      /Not valid base64: character "!" at position 9/,
    )
    expect(() => decodePsbt('cHNidP8BA')).toThrow(
      /its length \(9 characters\) is not a multiple of 4/,
    )
    expect(() => decodePsbt('Z')).toThrow(/its length \(1 character\) is not a multiple of 4/)
    expect(() => decodePsbt('70736274ff0')).toThrow(/odd length/)
  })

  it('names the byte where a truncated PSBT stops', () => {
    expect(() => decodePsbt(p2pkhInput.slice(0, 200))).toThrow(
      /^Truncated at byte \d+: .* needs \d+ bytes, \d+ left\.$/,
    )
    expect(() => decodePsbt(p2pkhInput.slice(0, 10))).toThrow(
      /Truncated at byte 5: the global map has no end/,
    )
    expect(() => decodePsbt(`${p2pkhInput}00`)).toThrow(
      `1 byte left over at byte ${p2pkhInput.length / 2}, after the last output's map.`,
    )
  })

  it('refuses a non-witness UTXO that is not the spent transaction, and a later PSBT version', () => {
    const other = `0200000001${'00'.repeat(32)}0000000000ffffffff0100e1f50500000000015100000000`
    expect(() => decodePsbt(psbtOf(kv('00', other)))).toThrow(
      /Input 0's previous transaction is [0-9a-f]{64}, but the input spends f61b17/,
    )
    const v2 = `70736274ff${map(kv('00', unsigned), kv('fb', '02000000'))}`
    expect(() => decodePsbt(v2)).toThrow(/PSBT version 2 is not supported/)
  })
})

describe('finalized PSBTs: the network transaction', () => {
  it("extracts BIP 174's P2PKH case signed: the same bytes as the BIP's network transaction", () => {
    const network = base64ToHex(networkTransactionBase64)
    const scriptSig = signed.inputs[0]?.scriptSig ?? ''
    const psbt = decodePsbt(hexToBase64(psbtOf(kv('07', scriptSig))))
    expect(psbt.inputs[0]).toMatchObject({ finalScriptSig: scriptSig, finalized: true })
    expect(psbt.extracted?.hex).toBe(network)
    expect(psbt.extracted?.tx.txid).toBe(decodeTransaction(network).txid)
  })

  it('extracts a witness-finalized input with a witness serialisation and the unsigned txid', () => {
    const witness = ['30'.repeat(71), '02'.repeat(33)]
    const psbt = decodePsbt(psbtOf(kv('01', witnessUtxo), kv('08', stack(...witness))))
    expect(psbt.inputs[0]).toMatchObject({
      prevout: { value: 100_000 },
      finalScriptWitness: witness,
    })
    const tx = psbt.extracted?.tx
    expect(tx?.segwit).toBe(true)
    expect(tx?.inputs[0]?.witness).toEqual(witness)
    expect(tx?.txid).toBe(psbt.unsignedTx.txid)
    expect(tx?.wtxid).not.toBe(tx?.txid)
  })

  it('counts signatures but extracts nothing while an input is not finalized', () => {
    const pubkey = `02${'ab'.repeat(32)}`
    const psbt = decodePsbt(psbtOf(kv('01', witnessUtxo), kv(`02${pubkey}`, '30'.repeat(71))))
    expect(psbt.inputs[0]).toMatchObject({ signatures: 1, finalized: false })
    expect(psbt.extracted).toBeUndefined()
  })

  it('refuses a final witness with bytes after its last item', () => {
    expect(() => decodePsbt(psbtOf(kv('08', `${stack('aa')}ff`)))).toThrow(
      /input 0's final script witness has 1 byte after its last item/,
    )
  })
})
