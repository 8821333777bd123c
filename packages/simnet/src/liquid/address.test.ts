import { decodeAddress } from '@outpoint/explorer-client'
import { decodeBase58Check, decodeConfidentialSegwit } from '@outpoint/explorer-client/address'
import { describe, expect, test } from 'vitest'
import { outputScript } from '../bitcoin/script.js'
import { createRng } from '../rng.js'
import { confidentialAddress, decodeLiquidAddress, scriptAddress } from './address.js'
import { encodeBase58Check } from './base58.js'
import { concatBytes, hex } from './bytes.js'
import { liquidNetworkNames, liquidParams } from './params.js'

const rng = createRng(42)
const key = () => concatBytes(Uint8Array.of(rng.chance(0.5) ? 2 : 3), rng.bytes(32))
const scripts = () => ({
  p2pkh: outputScript.p2pkh(rng.bytes(20)),
  p2sh: outputScript.p2sh(rng.bytes(20)),
  p2wpkh: outputScript.p2wpkh(rng.bytes(20)),
  p2wsh: outputScript.p2wsh(rng.bytes(32)),
  p2tr: outputScript.p2tr(rng.bytes(32)),
})

describe.each(liquidNetworkNames)('%s addresses', (network) => {
  const params = liquidParams[network]
  const other = network === 'liquid' ? 'liquidtestnet' : 'liquid'

  test('are valid for the explorer client, of the right kind, and of this network only', () => {
    for (let i = 0; i < 20; i++) {
      for (const [kind, script] of Object.entries(scripts())) {
        const plain = scriptAddress(script, params.address) ?? ''
        const blinded = confidentialAddress(script, key(), params.address) ?? ''
        expect(decodeAddress(plain, network)).toMatchObject({ kind, confidential: false })
        expect(decodeAddress(blinded, network)).toMatchObject({ kind, confidential: true })
        expect(decodeAddress(plain, other)).toBeUndefined()
        expect(decodeAddress(blinded, other)).toBeUndefined()
        expect(decodeAddress(plain, 'main')).toBeUndefined()
      }
    }
  })

  test('decode back to the script they pay, confidential or not', () => {
    for (const script of Object.values(scripts())) {
      for (const address of [
        scriptAddress(script, params.address) ?? '',
        confidentialAddress(script, key(), params.address) ?? '',
      ]) {
        expect(hex(decodeLiquidAddress(address, params.address)?.script ?? new Uint8Array())).toBe(
          hex(script),
        )
        expect(decodeLiquidAddress(address, liquidParams[other].address)).toBeUndefined()
      }
    }
  })

  test('confidential segwit addresses carry the blinding key the client reads back', () => {
    const blindingKey = key()
    const program = rng.bytes(20)
    const address =
      confidentialAddress(outputScript.p2wpkh(program), blindingKey, params.address) ?? ''
    expect(address.startsWith(`${params.address.blech32}1`)).toBe(true)
    const decoded = decodeConfidentialSegwit(params.address.blech32, address)
    expect(decoded && [hex(decoded.blindingKey), hex(decoded.program), decoded.encoding]).toEqual([
      hex(blindingKey),
      hex(program),
      'blech32',
    ])
    // Witness v1 uses blech32m.
    const taproot =
      confidentialAddress(outputScript.p2tr(rng.bytes(32)), key(), params.address) ?? ''
    expect(decodeConfidentialSegwit(params.address.blech32, taproot)?.encoding).toBe('blech32m')
  })

  test('reject what is not an address: a changed character, garbage, a key not 02/03', () => {
    const plain = scriptAddress(outputScript.p2wpkh(rng.bytes(20)), params.address) ?? ''
    const blinded =
      confidentialAddress(outputScript.p2wpkh(rng.bytes(20)), key(), params.address) ?? ''
    for (const address of [plain, blinded]) {
      const last = address.at(-1) === 'q' ? 'p' : 'q'
      expect(decodeLiquidAddress(address.slice(0, -1) + last, params.address)).toBeUndefined()
    }
    expect(decodeLiquidAddress('not an address', params.address)).toBeUndefined()
    const badKey = concatBytes(Uint8Array.of(5), rng.bytes(32))
    const base58 =
      confidentialAddress(outputScript.p2sh(rng.bytes(20)), badKey, params.address) ?? ''
    expect(decodeLiquidAddress(base58, params.address)).toBeUndefined()
  })
})

test('base58check round-trips payloads of any length, leading zeros included', () => {
  for (const payload of [Uint8Array.of(0, 0, 1, 2), rng.bytes(55), new Uint8Array(21)]) {
    expect(hex(decodeBase58Check(encodeBase58Check(payload)) ?? new Uint8Array([9]))).toBe(
      hex(payload),
    )
  }
  expect(decodeBase58Check('1111')).toBeUndefined()
})
