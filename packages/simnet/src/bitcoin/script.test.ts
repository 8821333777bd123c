import { describe, expect, it } from 'vitest'
import { bitcoinParams } from '../params.js'
import { createRng } from '../rng.js'
import { addressScript, outputScript, scriptAddress } from './script.js'

describe('addresses', () => {
  it('round-trips every output type through its address, taproot keys that are not curve points included', () => {
    const rng = createRng(3)
    for (const params of [bitcoinParams.main, bitcoinParams.testnet, bitcoinParams.regtest]) {
      const scripts = [
        outputScript.p2pkh(rng.bytes(20)),
        outputScript.p2sh(rng.bytes(20)),
        outputScript.p2wpkh(rng.bytes(20)),
        outputScript.p2wsh(rng.bytes(32)),
        outputScript.p2tr(rng.bytes(32)),
      ]
      for (const script of scripts) {
        const address = scriptAddress(script, params)
        if (!address) throw new Error('no address')
        expect(addressScript(address, params)).toEqual(script)
        expect(
          addressScript(
            address.toUpperCase().startsWith('BC1') ? address.toUpperCase() : address,
            params,
          ),
        ).toEqual(script)
      }
    }
  })

  it('refuses addresses of other networks and broken ones', () => {
    const main = scriptAddress(
      outputScript.p2tr(new Uint8Array(32).fill(9)),
      bitcoinParams.main,
    ) as string
    expect(() => addressScript(main, bitcoinParams.testnet)).toThrow()
    expect(() => addressScript(`${main.slice(0, -1)}q`, bitcoinParams.main)).toThrow()
    expect(() =>
      addressScript('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', bitcoinParams.regtest),
    ).toThrow()
    expect(addressScript('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', bitcoinParams.main)).toHaveLength(25)
  })
})
