import { describe, expect, it } from 'vitest'
import { convertBits, decodeBech32, decodeSegwit } from './bech32.js'

/** scriptPubKey of a witness program: OP_n, push length, program. */
function scriptPubKey(address: string): string | undefined {
  const hrp = address.slice(0, address.lastIndexOf('1')).toLowerCase()
  const witness = decodeSegwit(hrp, address)
  if (!witness) return undefined
  const op = witness.version === 0 ? 0 : 0x50 + witness.version
  return Buffer.from([op, witness.program.length, ...witness.program]).toString('hex')
}

// BIP-173 "Test vectors" (bitcoin/bips bip-0173.mediawiki).
const BIP173_VALID = [
  'A12UEL5L',
  'a12uel5l',
  'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
  'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
  `11${'q'.repeat(82)}c8247j`,
  'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
  '?1ezyfcl',
]
const BIP173_INVALID: [string, string][] = [
  ['\x201nwldj5', 'HRP character out of range'],
  ['\x7f1axkwrx', 'HRP character out of range'],
  ['\x801eym55h', 'HRP character out of range'],
  [
    'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
    'overall max length exceeded',
  ],
  ['pzry9x0s0muk', 'no separator character'],
  ['1pzry9x0s0muk', 'empty HRP'],
  ['x1b4n0q5v', 'invalid data character'],
  ['li1dgmt3', 'too short checksum'],
  ['de1lg7wt\xff', 'invalid character in checksum'],
  ['A1G7SGD8', 'checksum calculated with uppercase form of HRP'],
  ['10a06t8', 'empty HRP'],
  ['1qzzfhee', 'empty HRP'],
]

// BIP-350 "Test vectors for Bech32m" (bitcoin/bips bip-0350.mediawiki).
const BIP350_VALID = [
  'A1LQFN3A',
  'a1lqfn3a',
  'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
  'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
  '11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8',
  'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
  '?1v759aa',
]
const BIP350_INVALID: [string, string][] = [
  ['\x201xj0phk', 'HRP character out of range'],
  ['\x7f1g6xzxy', 'HRP character out of range'],
  ['\x801vctc34', 'HRP character out of range'],
  [
    'an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4',
    'overall max length exceeded',
  ],
  ['qyrz8wqd2c9m', 'no separator character'],
  ['1qyrz8wqd2c9m', 'empty HRP'],
  ['y1b0jsk6g', 'invalid data character'],
  ['lt1igcx5c0', 'invalid data character'],
  ['in1muywd', 'too short checksum'],
  ['mm1crxm3i', 'invalid character in checksum'],
  ['au1s5cgom', 'invalid character in checksum'],
  ['M1VUXWEZ', 'checksum calculated with uppercase form of HRP'],
  ['16plkw9', 'empty HRP'],
  ['1p2gdwpf', 'empty HRP'],
]

// BIP-350 valid segwit addresses and their scriptPubKeys (these supersede BIP-173's v1+ examples).
const SEGWIT_VALID: [string, string][] = [
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
  ],
  [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
  ],
  ['BC1SW50QGDZ25J', '6002751e'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
  [
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
  ],
]

// BIP-350 invalid segwit addresses.
const SEGWIT_INVALID_BIP350: [string, string][] = [
  ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'invalid human-readable part'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'bech32 instead of bech32m'],
  ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'bech32 instead of bech32m'],
  ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'bech32 instead of bech32m'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'bech32m instead of bech32'],
  ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'bech32m instead of bech32'],
  [
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
    'invalid character in checksum',
  ],
  ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'invalid witness version'],
  ['bc1pw5dgrnzv', 'invalid program length (1 byte)'],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    'invalid program length (41 bytes)',
  ],
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'invalid program length for witness version 0'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case'],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
    'zero padding of more than 4 bits',
  ],
  [
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
    'non-zero padding in 8-to-5 conversion',
  ],
  ['bc1gmk9yu', 'empty data section'],
]

// BIP-173 invalid segwit addresses.
const SEGWIT_INVALID_BIP173: [string, string][] = [
  ['tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'invalid human-readable part'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'invalid checksum'],
  ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'invalid witness version'],
  ['bc1rw5uspcuh', 'invalid program length'],
  [
    'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
    'invalid program length',
  ],
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'invalid program length for witness version 0'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'mixed case'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'zero padding of more than 4 bits'],
  [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv',
    'non-zero padding in 8-to-5 conversion',
  ],
  ['bc1gmk9yu', 'empty data section'],
]

// BIP-173's v1+ examples are checksummed with bech32, which BIP-350 no longer accepts for v1+.
const BIP173_V1_PLUS = [
  'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
  'BC1SW50QA3JX3S',
  'bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj',
]

describe('decodeBech32', () => {
  it.each(BIP173_VALID)('accepts BIP-173 valid bech32 %s', (str) => {
    expect(decodeBech32(str)?.encoding).toBe('bech32')
  })

  it.each(BIP350_VALID)('accepts BIP-350 valid bech32m %s', (str) => {
    expect(decodeBech32(str)?.encoding).toBe('bech32m')
  })

  it.each([...BIP173_INVALID, ...BIP350_INVALID])('rejects %j (%s)', (str) => {
    expect(decodeBech32(str)).toBeUndefined()
  })

  it('returns the lowercase hrp and the data without checksum', () => {
    expect(decodeBech32('A12UEL5L')).toEqual({ hrp: 'a', words: [], encoding: 'bech32' })
    const decoded = decodeBech32('abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw')
    expect(decoded?.hrp).toBe('abcdef')
    expect(decoded?.words).toEqual([...Array(32).keys()])
  })

  it('rejects a flipped checksum character in either encoding', () => {
    expect(decodeBech32('a12uel5m')).toBeUndefined()
    expect(decodeBech32('a1lqfn3b')).toBeUndefined()
  })

  it('rejects surrounding whitespace and the empty string', () => {
    expect(decodeBech32(' a12uel5l')).toBeUndefined()
    expect(decodeBech32('a12uel5l\n')).toBeUndefined()
    expect(decodeBech32('')).toBeUndefined()
  })
})

describe('convertBits', () => {
  it('regroups 8-bit bytes into 5-bit words with padding and back', () => {
    const words = convertBits([0xff, 0x01], 8, 5, true)
    expect(words).toEqual([31, 28, 0, 16])
    expect(convertBits(words ?? [], 5, 8, false)).toEqual([0xff, 0x01])
  })

  it('rejects non-zero padding and a whole group of padding when decoding', () => {
    expect(convertBits([31, 28, 0, 17], 5, 8, false)).toBeUndefined()
    // 5 and 30 bits: 5 and 6 bits left over, more than the 4 that padding may take.
    expect(convertBits([0], 5, 8, false)).toBeUndefined()
    expect(convertBits([31, 28, 0, 16, 0, 0], 5, 8, false)).toBeUndefined()
    // 25 bits: three bytes and one zero bit of padding is fine.
    expect(convertBits([31, 28, 0, 16, 0], 5, 8, false)).toEqual([0xff, 0x01, 0x00])
  })

  it('rejects values wider than the input group', () => {
    expect(convertBits([32], 5, 8, true)).toBeUndefined()
  })
})

describe('decodeSegwit', () => {
  it.each(SEGWIT_VALID)('accepts %s with scriptPubKey %s', (address, script) => {
    expect(scriptPubKey(address)).toBe(script)
  })

  it('reports bech32 for v0 and bech32m for v1+', () => {
    expect(decodeSegwit('bc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')?.encoding).toBe(
      'bech32',
    )
    expect(
      decodeSegwit('bc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')
        ?.encoding,
    ).toBe('bech32m')
  })

  it.each([...SEGWIT_INVALID_BIP350, ...SEGWIT_INVALID_BIP173])('rejects %s (%s)', (address) => {
    expect(decodeSegwit('bc', address)).toBeUndefined()
    expect(decodeSegwit('tb', address)).toBeUndefined()
  })

  it.each(BIP173_V1_PLUS)('rejects BIP-173 v1+ address %s, a valid bech32 string', (address) => {
    expect(decodeBech32(address)?.encoding).toBe('bech32')
    expect(decodeSegwit('bc', address)).toBeUndefined()
  })

  it('rejects an address of another hrp', () => {
    expect(decodeSegwit('tb', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBeUndefined()
    expect(decodeSegwit('bc', 'bcrt1qkvwu9g3k2pdxewfqr7syz89r3gj557l374sg5v')).toBeUndefined()
    expect(
      decodeSegwit('bcrt', 'bcrt1qkvwu9g3k2pdxewfqr7syz89r3gj557l374sg5v')?.program.length,
    ).toBe(20)
  })
})
