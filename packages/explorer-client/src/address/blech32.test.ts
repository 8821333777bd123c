import { describe, expect, it } from 'vitest'
import { CHARSET, convertBits, expandHrp } from './bech32.js'
import {
  type Blech32Encoding,
  blech32Polymod,
  decodeBlech32,
  decodeConfidentialSegwit,
} from './blech32.js'

const hex = (bytes: Uint8Array | undefined): string | undefined =>
  bytes && Buffer.from(bytes).toString('hex')

/** Test-only blech32 encoder, for forms no public vector covers. */
function encodeBlech32(hrp: string, words: number[], encoding: Blech32Encoding): string {
  const target = encoding === 'blech32' ? 1n : 0x455972a3350f7a1n
  const mod = blech32Polymod([...expandHrp(hrp), ...words, ...Array<number>(12).fill(0)]) ^ target
  const checksum = Array.from({ length: 12 }, (_, i) => Number((mod >> BigInt(5 * (11 - i))) & 31n))
  return `${hrp}1${[...words, ...checksum].map((w) => CHARSET.charAt(w)).join('')}`
}

/** Test-only confidential segwit address: version, then blinding key and program as 5-bit words. */
function encodeConfidential(
  hrp: string,
  version: number,
  keyHex: string,
  programHex: string,
  encoding: Blech32Encoding,
): string {
  const bytes = [...Buffer.from(keyHex + programHex, 'hex')]
  return encodeBlech32(hrp, [version, ...(convertBits(bytes, 8, 5, true) ?? [])], encoding)
}

const KEY = '02dce16018bbbb8e36de7b394df5b5166e9adb7498be7d881a85a09aeecf76b623'
const HASH20 = '73fa580ea148bf5a520e21a9e6a875d38603df96'
const HASH32 = '24c95b06bd6f67ce6bcf62473179713d607431ab9b86f9618c1b80ee8eab2831'

// Public vectors: vulpemventures/liquidjs-lib test/fixtures/address.json lists the key and program of each.
const FIXTURES: [string, string, string, string][] = [
  [
    'el',
    'el1qqw3e3mk4ng3ks43mh54udznuekaadh9lgwef3mwgzrfzakmdwcvqpe4ppdaa3t44v3zv2u6w56pv6tc666fvgzaclqjnkz0sd',
    '03a398eed59a2368563bbd2bc68a7ccdbbd6dcbf43b298edc810d22edb6d761800',
    'e6a10b7bd8aeb56444c5734ea682cd2f1ad692c4',
  ],
  [
    'el',
    'el1qqw3e3mk4ng3ks43mh54udznuekaadh9lgwef3mwgzrfzakmdwcvqqfxftvrt6mm8ee4u7cj8x9uhz0tqwsc6hxuxl9sccxuqa682k2p34j69q77djwvn',
    '03a398eed59a2368563bbd2bc68a7ccdbbd6dcbf43b298edc810d22edb6d761800',
    '24c95b06bd6f67ce6bcf62473179713d607431ab9b86f9618c1b80ee8eab2831',
  ],
  [
    'tlq',
    'tlq1qqvumj0mqhupymes726sdp0sdlpjtj5h5eqkja4e9lk6atxgat3p49ez5y728m4dzrmnx0rcs7g43p64zded96r7etwq8lmd2e',
    '0339b93f60bf024de61e56a0d0be0df864b952f4c82d2ed725fdb5d5991d5c4352',
    'e45427947dd5a21ee6678f10f22b10eaa26e5a5d',
  ],
]

describe('decodeConfidentialSegwit', () => {
  it.each(FIXTURES)(
    'decodes %s address %s to its blinding key and program',
    (hrp, address, key, program) => {
      const decoded = decodeConfidentialSegwit(hrp, address)
      expect(decoded?.version).toBe(0)
      expect(decoded?.encoding).toBe('blech32')
      expect(hex(decoded?.blindingKey)).toBe(key)
      expect(hex(decoded?.program)).toBe(program)
    },
  )

  it.each([
    // Liquid mainnet addresses from Boltz, LWK and Bisq test suites.
    [
      'lq',
      'lq1qqwdhep7uhzuav78mteywmt6h4lqeu6mq952kj92jvm6t2j3jz2w9j6fgwgfgeetcq2gju8x80md0l98qdgym2cakgvj5qlgjh',
      0,
      20,
    ],
    [
      'lq',
      'lq1qqvxk052kf3qtkxmrakx50a9gc3smqad2ync54hzntjt980kfej9kkfe0247rp5h4yzmdftsahhw64uy8pzfe7cpg4fgykm7cv',
      0,
      20,
    ],
    [
      'lq',
      'lq1qqgu6g99aa4y7fly26gwj3k69t2kgx8eshn8gqacsul9yhpcgtvweyzuqt6cn3fjawvwaluq6ls6t9qnvg4jgwffyycwmgqh0h',
      0,
      20,
    ],
    [
      'lq',
      'lq1pqw4ttv27z6fwwthfkrjk77lw5eph2092ggwp97ndrckyggre7vr2hx900ypc586yjwecnlgfnprlrcftmak02p50jtdwv0760dq5az9n4azcvmt92jr6',
      1,
      32,
    ],
    [
      'lq',
      'lq1pqvxwxl7pckz6p4vq0dh7dv8ae3lha97w4wjqls8p508xc2jus85sf3xgkzdkm3qdgmckph0a303qvnfyxsffyszy8s2w5ev5ys93xx0we046p4uqlt24',
      1,
      32,
    ],
    // Liquid testnet addresses from Boltz client code.
    [
      'tlq',
      'tlq1qqd8f92dfedpvsydxxk54l8glwa5m8e84ygqz7n5dgyujp37v3n60pjzfrc2xu4a9fla6snzgznn9tjpwc99d7kn2s472sw2la',
      0,
      20,
    ],
    [
      'tlq',
      'tlq1pqwrjlg9cq9u9d2fes40rvplr6028skkphfdq9mc85kl37aktjlc4yk96qekdfnlyje223xfwjkzjs503vdh7elmhjaxh64g62s3wapfeh56n4hfcdyrx',
      1,
      32,
    ],
  ] as const)(
    'decodes %s address %s as v%i with a %i-byte program',
    (hrp, address, version, length) => {
      const decoded = decodeConfidentialSegwit(hrp, address)
      expect(decoded?.version).toBe(version)
      expect(decoded?.encoding).toBe(version === 0 ? 'blech32' : 'blech32m')
      expect(decoded?.program.length).toBe(length)
      expect(decoded?.blindingKey.length).toBe(33)
    },
  )

  it('accepts uppercase', () => {
    const address =
      'tlq1qqvumj0mqhupymes726sdp0sdlpjtj5h5eqkja4e9lk6atxgat3p49ez5y728m4dzrmnx0rcs7g43p64zded96r7etwq8lmd2e'
    expect(hex(decodeConfidentialSegwit('tlq', address.toUpperCase())?.program)).toBe(
      'e45427947dd5a21ee6678f10f22b10eaa26e5a5d',
    )
  })

  it('round-trips the test encoder on every accepted program shape', () => {
    const cases: [number, string, Blech32Encoding][] = [
      [0, HASH20, 'blech32'],
      [0, HASH32, 'blech32'],
      [1, HASH32, 'blech32m'],
      [1, HASH20, 'blech32m'],
      [2, 'abcd', 'blech32m'],
      [16, 'ab'.repeat(40), 'blech32m'],
    ]
    for (const [version, program, encoding] of cases) {
      const decoded = decodeConfidentialSegwit(
        'lq',
        encodeConfidential('lq', version, KEY, program, encoding),
      )
      expect(decoded).toEqual({
        version,
        blindingKey: Uint8Array.from(Buffer.from(KEY, 'hex')),
        program: Uint8Array.from(Buffer.from(program, 'hex')),
        encoding,
      })
    }
  })

  it.each([
    ['v0 with blech32m', 0, KEY, HASH20, 'blech32m'],
    ['v1 with blech32', 1, KEY, HASH32, 'blech32'],
    ['v0 with a 19-byte program', 0, KEY, HASH20.slice(2), 'blech32'],
    ['v0 with a 33-byte program', 0, KEY, `${HASH32}00`, 'blech32'],
    ['v1 with a 1-byte program', 1, KEY, 'ab', 'blech32m'],
    ['v1 with a 41-byte program', 1, KEY, 'ab'.repeat(41), 'blech32m'],
    ['version 17', 17, KEY, HASH32, 'blech32m'],
    ['a blinding key that is not a compressed key', 0, `04${KEY.slice(2)}`, HASH20, 'blech32'],
    ['no blinding key (a plain 20-byte program)', 0, '', HASH20, 'blech32'],
  ] as const)('rejects %s', (_, version, key, program, encoding) => {
    expect(
      decodeConfidentialSegwit('lq', encodeConfidential('lq', version, key, program, encoding)),
    ).toBeUndefined()
  })

  it('rejects another hrp', () => {
    const address = encodeConfidential('lq', 0, KEY, HASH20, 'blech32')
    expect(decodeConfidentialSegwit('tlq', address)).toBeUndefined()
    expect(decodeConfidentialSegwit('el', address)).toBeUndefined()
  })

  it('rejects a flipped checksum character, mixed case and whitespace', () => {
    const address =
      'lq1qqgu6g99aa4y7fly26gwj3k69t2kgx8eshn8gqacsul9yhpcgtvweyzuqt6cn3fjawvwaluq6ls6t9qnvg4jgwffyycwmgqh0h'
    expect(decodeConfidentialSegwit('lq', address)).toBeDefined()
    // Bisq's invalid vector: the same address with its checksum tail changed.
    expect(decodeConfidentialSegwit('lq', `${address.slice(0, -3)}sdf`)).toBeUndefined()
    expect(decodeConfidentialSegwit('lq', `${address.slice(0, -1)}j`)).toBeUndefined()
    expect(decodeConfidentialSegwit('lq', address.replace('lq1q', 'LQ1q'))).toBeUndefined()
    expect(decodeConfidentialSegwit('lq', ` ${address}`)).toBeUndefined()
  })
})

describe('decodeBlech32', () => {
  it('tells blech32 from blech32m by the checksum constant', () => {
    expect(decodeBlech32(encodeBlech32('lq', [0, 1, 2], 'blech32'))).toEqual({
      hrp: 'lq',
      words: [0, 1, 2],
      encoding: 'blech32',
    })
    expect(decodeBlech32(encodeBlech32('lq', [0, 1, 2], 'blech32m'))?.encoding).toBe('blech32m')
  })

  it('does not accept bech32 checksums', () => {
    expect(decodeBlech32('ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094')).toBeUndefined()
    expect(decodeBlech32('a12uel5l')).toBeUndefined()
  })

  it('needs 12 checksum characters and allows up to 1000 characters', () => {
    expect(decodeBlech32(encodeBlech32('lq', [], 'blech32'))?.words).toEqual([])
    expect(decodeBlech32('lq1qqqqqqqqqqq')).toBeUndefined()
    const longest = encodeBlech32('lq', Array<number>(1000 - 3 - 12).fill(7), 'blech32')
    expect(longest).toHaveLength(1000)
    expect(decodeBlech32(longest)).toBeDefined()
    expect(
      decodeBlech32(encodeBlech32('lq', Array<number>(1000 - 3 - 11).fill(7), 'blech32')),
    ).toBeUndefined()
  })

  it('rejects the empty string and a missing hrp', () => {
    expect(decodeBlech32('')).toBeUndefined()
    expect(decodeBlech32(encodeBlech32('', [1, 2], 'blech32'))).toBeUndefined()
  })
})
