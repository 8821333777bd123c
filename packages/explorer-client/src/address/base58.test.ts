import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ALPHABET, decodeBase58, decodeBase58Check } from './base58.js'

const hex = (bytes: Uint8Array | undefined): string | undefined =>
  bytes && Buffer.from(bytes).toString('hex')

/** Independent base58check encoder (BigInt arithmetic, node:crypto checksum) to build vectors. */
function encodeBase58Check(payloadHex: string): string {
  const payload = Buffer.from(payloadHex, 'hex')
  const once = createHash('sha256').update(payload).digest()
  const checksum = createHash('sha256').update(once).digest().subarray(0, 4)
  const bytes = Buffer.concat([payload, checksum])
  let n = BigInt(`0x${bytes.toString('hex')}`)
  let out = ''
  while (n > 0n) {
    out = ALPHABET.charAt(Number(n % 58n)) + out
    n /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

describe('decodeBase58', () => {
  it('decodes leading 1s as zero bytes', () => {
    expect(hex(decodeBase58('1'))).toBe('00')
    expect(hex(decodeBase58('111'))).toBe('000000')
    expect(hex(decodeBase58('11z'))).toBe('000039')
  })

  it('decodes multi-byte numbers', () => {
    expect(hex(decodeBase58('2'))).toBe('01')
    expect(hex(decodeBase58('21'))).toBe('3a')
    expect(hex(decodeBase58('5R'))).toBe('0100')
  })

  it('decodes the empty string to no bytes', () => {
    expect(decodeBase58('')).toEqual(new Uint8Array())
  })

  it.each(['0', 'O', 'I', 'l', '+', ' ', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa '])(
    'rejects %j',
    (str) => {
      expect(decodeBase58(str)).toBeUndefined()
    },
  )

  it('rejects overly long input', () => {
    expect(decodeBase58('2'.repeat(201))).toBeUndefined()
    expect(decodeBase58('2'.repeat(200))).toBeDefined()
  })
})

describe('decodeBase58Check', () => {
  it('decodes the genesis coinbase address to version 0 and its key hash', () => {
    expect(hex(decodeBase58Check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'))).toBe(
      '0062e907b15cbf27d5425399ebf6f0fb50ebb88f18',
    )
  })

  it('decodes a p2sh address to version 5 and its script hash', () => {
    expect(hex(decodeBase58Check('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'))).toBe(
      '05b472a266d0bd89c13706a4132ccfb16f7c3b9fcb',
    )
  })

  it('rejects a mistyped copy of that address that circulates in documentation', () => {
    expect(decodeBase58('3J98t1WpEZ73CNmQviecr58P8d9kW6g7hD')).toBeDefined()
    expect(decodeBase58Check('3J98t1WpEZ73CNmQviecr58P8d9kW6g7hD')).toBeUndefined()
  })

  it.each([
    '00',
    '0000',
    '6f0000000000000000000000000000000000000000',
    `0c39${'02'.padEnd(66, 'ab')}${'11'.repeat(20)}`,
    'ff'.repeat(40),
  ])('round-trips payload %s', (payload) => {
    expect(hex(decodeBase58Check(encodeBase58Check(payload)))).toBe(payload)
  })

  it('rejects a changed character', () => {
    // Last character 'a' -> 'b' changes the checksum bytes.
    expect(decodeBase58Check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBeUndefined()
    // A change in the middle changes the payload.
    expect(
      decodeBase58Check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'.replace('QGef', 'QGeg')),
    ).toBeUndefined()
  })

  it('rejects a valid encoding with the wrong checksum', () => {
    const good = encodeBase58Check('0062e907b15cbf27d5425399ebf6f0fb50ebb88f18')
    expect(good).toBe('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')
    // Same payload, checksum bytes zeroed.
    const bytes = Buffer.from('0062e907b15cbf27d5425399ebf6f0fb50ebb88f1800000000', 'hex')
    let n = BigInt(`0x${bytes.toString('hex')}`)
    let zeroed = ''
    while (n > 0n) {
      zeroed = ALPHABET.charAt(Number(n % 58n)) + zeroed
      n /= 58n
    }
    expect(decodeBase58(`1${zeroed}`)).toEqual(Uint8Array.from(bytes))
    expect(decodeBase58Check(`1${zeroed}`)).toBeUndefined()
  })

  it('rejects input shorter than a checksum', () => {
    expect(decodeBase58Check('')).toBeUndefined()
    expect(decodeBase58Check('1111')).toBeUndefined()
    expect(decodeBase58Check('2')).toBeUndefined()
  })
})
