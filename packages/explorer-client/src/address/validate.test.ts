import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ALPHABET } from './base58.js'
import {
  type AddressNetwork,
  addressNetworks,
  type DecodedAddress,
  decodeAddress,
} from './validate.js'

/** Test-only base58check encoder (BigInt arithmetic, node:crypto checksum), for forms without a public vector. */
function base58check(payloadHex: string): string {
  const payload = Buffer.from(payloadHex, 'hex')
  const once = createHash('sha256').update(payload).digest()
  const bytes = Buffer.concat([payload, createHash('sha256').update(once).digest().subarray(0, 4)])
  let n = BigInt(`0x${bytes.toString('hex')}`)
  let out = ''
  for (; n > 0n; n /= 58n) out = ALPHABET.charAt(Number(n % 58n)) + out
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

const byte = (n: number): string => n.toString(16).padStart(2, '0')
const KEY = '02dce16018bbbb8e36de7b394df5b5166e9adb7498be7d881a85a09aeecf76b623'
const HASH = '73fa580ea148bf5a520e21a9e6a875d38603df96'

const BITCOIN_TEST: AddressNetwork[] = ['testnet', 'testnet4', 'signet']
const ALL: AddressNetwork[] = [
  'main',
  'testnet',
  'testnet4',
  'signet',
  'regtest',
  'liquid',
  'liquidtestnet',
]

type Expected = Omit<DecodedAddress, 'network'>
const p2pkh: Expected = { kind: 'p2pkh', confidential: false, encoding: 'base58' }
const p2sh: Expected = { kind: 'p2sh', confidential: false, encoding: 'base58' }
const p2wpkh: Expected = { kind: 'p2wpkh', confidential: false, encoding: 'bech32' }
const p2wsh: Expected = { kind: 'p2wsh', confidential: false, encoding: 'bech32' }
const p2tr: Expected = { kind: 'p2tr', confidential: false, encoding: 'bech32m' }

/** [address, networks it belongs to, what it decodes to there, where it comes from]. */
const VALID: [string, AddressNetwork[], Expected, string][] = [
  // Bitcoin mainnet.
  ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', ['main'], p2pkh, 'genesis coinbase'],
  ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', ['main'], p2sh, 'Bitcoin wiki p2sh example'],
  ['34xp4vRoCGJym3xR7yCVPFHoCNxv4Twseo', ['main'], p2sh, 'well-known exchange cold wallet'],
  ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ['main'], p2wpkh, 'well-known p2wpkh'],
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', ['main'], p2wpkh, 'BIP-173, uppercase'],
  [
    'bc1qwqdg6squsna38e46795at95yu9atm8azzmyvckulcc7kytlcckxswvvzej',
    ['main'],
    p2wsh,
    'well-known p2wsh',
  ],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', ['main'], p2tr, 'BIP-350'],
  [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    ['main'],
    { kind: 'witness_unknown', confidential: false, encoding: 'bech32m' },
    'BIP-350 v1 with a 40-byte program',
  ],
  [
    'BC1SW50QGDZ25J',
    ['main'],
    { kind: 'witness_unknown', confidential: false, encoding: 'bech32m' },
    'BIP-350 v16',
  ],
  // Bitcoin test networks (testnet, testnet4 and signet share formats; regtest shares the base58 ones).
  [
    'mzBc4XEFSdzCDcTxAgf6EZXgsZWpztRhef',
    [...BITCOIN_TEST, 'regtest'],
    p2pkh,
    'trezor-suite fixtures',
  ],
  [
    '2MxKEf2su6FGAUfCEAHreGFQvEYrfYNHvL7',
    [...BITCOIN_TEST, 'regtest'],
    p2sh,
    'trezor-suite fixtures',
  ],
  [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    BITCOIN_TEST,
    p2wsh,
    'BIP-173',
  ],
  ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', BITCOIN_TEST, p2tr, 'BIP-350'],
  ['bcrt1qkvwu9g3k2pdxewfqr7syz89r3gj557l374sg5v', ['regtest'], p2wpkh, 'trezor-suite fixtures'],
  [
    'bcrt1pp7enx7jean5tp79satht9lz7dn76kcvfmw636d3a62sr2gepj0nqtupeyc',
    ['regtest'],
    p2tr,
    'Boltz tests',
  ],
  // Liquid mainnet.
  ['Q7qcjTLsYGoMA7TjUp97R6E6AM5VKqBik6', ['liquid'], p2pkh, 'liquidjs-lib fixtures'],
  ['Pz7eBTfLoVaisE57DLn6rZhEtFNa7SnZ2Z', ['liquid'], p2pkh, 'liquidjs-lib fixtures'],
  ['Gq3AeVacy6EUWSJKsV4NScyYKvnM6Gf8We', ['liquid'], p2sh, 'Bisq asset tests'],
  [
    base58check(`27${'ff'.repeat(20)}`),
    ['liquid'],
    p2sh,
    'constructed: version 39, largest hash (H...)',
  ],
  [
    'VTpz1bNuCALgavJKgbAw9Lpp9A72rJy64XPqgqfnaLpMjRcPh5UHBqyRUE4WMZ3asjqu7YEPVAnWw2EK',
    ['liquid'],
    { ...p2pkh, confidential: true },
    'liquidjs-lib fixtures',
  ],
  [
    'VJL6mu5gqT4pRzpd28Y6aXg9murwJpd25EBwMtrnCN82n6z6i5kMLKnN63nyaCgRuJWZu4EFFV7gp9Yb',
    ['liquid'],
    { ...p2sh, confidential: true },
    'Bisq asset tests',
  ],
  [
    'VJL8BMWCv7HUq4dgCBJAQA1gHTWibWXPTjP1vXF92doTmpnD7a6b24t7epT3fXNi8nJfW2vYdLLf15vo',
    ['liquid'],
    { ...p2sh, confidential: true },
    'Boltz tests',
  ],
  ['ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094', ['liquid'], p2wpkh, 'Boltz tests'],
  ['ex1qqmmjdwrlg59c8q4l75sj6wedjx57tj5grt8pat', ['liquid'], p2wpkh, 'mempool e2e tests'],
  [
    'lq1qqwdhep7uhzuav78mteywmt6h4lqeu6mq952kj92jvm6t2j3jz2w9j6fgwgfgeetcq2gju8x80md0l98qdgym2cakgvj5qlgjh',
    ['liquid'],
    { ...p2wpkh, confidential: true, encoding: 'blech32' },
    'Boltz tests',
  ],
  [
    'lq1pqw4ttv27z6fwwthfkrjk77lw5eph2092ggwp97ndrckyggre7vr2hx900ypc586yjwecnlgfnprlrcftmak02p50jtdwv0760dq5az9n4azcvmt92jr6',
    ['liquid'],
    { ...p2tr, confidential: true, encoding: 'blech32m' },
    'public Liquid wallet code',
  ],
  // Liquid testnet.
  [
    'tex1qu32z09ra6k3paen83ug0y2csa23xukja3fyeyx',
    ['liquidtestnet'],
    p2wpkh,
    'liquidjs-lib fixtures',
  ],
  [
    'tlq1qqvumj0mqhupymes726sdp0sdlpjtj5h5eqkja4e9lk6atxgat3p49ez5y728m4dzrmnx0rcs7g43p64zded96r7etwq8lmd2e',
    ['liquidtestnet'],
    { ...p2wpkh, confidential: true, encoding: 'blech32' },
    'liquidjs-lib fixtures',
  ],
  [
    'tlq1pqwrjlg9cq9u9d2fes40rvplr6028skkphfdq9mc85kl37aktjlc4yk96qekdfnlyje223xfwjkzjs503vdh7elmhjaxh64g62s3wapfeh56n4hfcdyrx',
    ['liquidtestnet'],
    { ...p2tr, confidential: true, encoding: 'blech32m' },
    'Boltz client code',
  ],
  [base58check(`24${HASH}`), ['liquidtestnet'], p2pkh, 'constructed: version 36'],
  [base58check(`13${HASH}`), ['liquidtestnet'], p2sh, 'constructed: version 19'],
  [
    base58check(`17${byte(36)}${KEY}${HASH}`),
    ['liquidtestnet'],
    { ...p2pkh, confidential: true },
    'constructed: prefix 23, version 36',
  ],
  [
    base58check(`17${byte(19)}${KEY}${HASH}`),
    ['liquidtestnet'],
    { ...p2sh, confidential: true },
    'constructed: prefix 23, version 19',
  ],
  // Raw public keys, accepted on every network.
  [
    '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    ALL,
    { kind: 'p2pk', confidential: false, encoding: 'pubkey' },
    'compressed generator point',
  ],
  [
    '04678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5f',
    ALL,
    { kind: 'p2pk', confidential: false, encoding: 'pubkey' },
    'genesis coinbase key, uncompressed',
  ],
]

describe('decodeAddress', () => {
  it.each(VALID)('decodes %s on its networks (%j)', (address, networks, expected) => {
    for (const network of networks)
      expect(decodeAddress(address, network)).toEqual({ network, ...expected })
  })

  it.each(VALID)('rejects %s on every other network', (address, networks) => {
    for (const network of ALL.filter((n) => !networks.includes(n))) {
      expect(decodeAddress(address, network)).toBeUndefined()
    }
  })

  it('constructs the Liquid forms with the expected leading characters', () => {
    // Checks the test encoder against the prefixes Liquid explorers and wallets show.
    expect(base58check(`39${HASH}`)).toBe('Q7qcjTLsYGoMA7TjUp97R6E6AM5VKqBik6')
    expect(base58check(`0c39${KEY}${HASH}`)).toBe(
      'VTpz1bNuCALgavJKgbAw9Lpp9A72rJy64XPqgqfnaLpMjRcPh5UHBqyRUE4WMZ3asjqu7YEPVAnWw2EK',
    )
    expect(base58check(`27${'ff'.repeat(20)}`)).toMatch(/^H/)
    expect(base58check(`13${HASH}`)).toMatch(/^[89]/)
  })

  it.each([
    ['flipped checksum character (base58)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'main'],
    ['mistyped copy of a p2sh example', '3J98t1WpEZ73CNmQviecr58P8d9kW6g7hD', 'main'],
    ['flipped checksum character (bech32)', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp', 'main'],
    [
      'flipped checksum character (bech32m)',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj2',
      'main',
    ],
    [
      'flipped checksum character (blech32)',
      'lq1qqwdhep7uhzuav78mteywmt6h4lqeu6mq952kj92jvm6t2j3jz2w9j6fgwgfgeetcq2gju8x80md0l98qdgym2cakgvj5qlgjj',
      'liquid',
    ],
    ['mixed case', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdQ', 'main'],
    [
      'mixed case (BIP-350)',
      'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
      'testnet',
    ],
    [
      'v1 with bech32 (BIP-350)',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'main',
    ],
    ['v0 with bech32m (BIP-350)', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'main'],
    ['v0 with a 16-byte program (BIP-173)', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'main'],
    ['v1 with a 1-byte program (BIP-350)', 'bc1pw5dgrnzv', 'main'],
    ['empty string', '', 'main'],
    ['whitespace', ' ', 'main'],
    ['leading whitespace', ' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'main'],
    ['trailing newline', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq\n', 'main'],
    ['inner space', 'bc1qar0srrr7xfkvy5l643l ydnw9re59gtzzwf5mdq', 'main'],
    [
      'Elements regtest base58 (version 235)',
      '2dsdhiFYQADKEEkcdafMXcGtSL96HSmsr16',
      'liquidtestnet',
    ],
    ['Elements regtest base58 (version 75)', 'XaGQJMVzMDn7DNwKtRA9fJVEVkxVE1FjgW', 'liquid'],
    [
      'Elements regtest bech32 (ert)',
      'ert1q4k67l66z0nwgcsgzw20638cpm75d6tpl4f4vyrp76fnnutn0ulvqwe7ahr',
      'liquidtestnet',
    ],
    [
      'confidential taproot with the unblinded hrp (tex)',
      'tex1pq2akvug2el2rg6lt6aewh9rzy7dglf9ajdmrkknnwwl3jwxgfkh985x3lrzmrq2mc3c6aa85wgxxfm9v8r062qwq4ty579p54pn2q2hqzacec9ttt8re',
      'liquidtestnet',
    ],
    ['base58 payload of 20 bytes', base58check(`00${HASH.slice(2)}`), 'main'],
    ['base58 payload of 22 bytes', base58check(`00${HASH}00`), 'main'],
    ['base58 with an unknown version', base58check(`01${HASH}`), 'main'],
    ['confidential base58 with a bad inner version', base58check(`0c00${KEY}${HASH}`), 'liquid'],
    [
      'confidential base58 with a bad blinding key',
      base58check(`0c39${`04${KEY.slice(2)}`}${HASH}`),
      'liquid',
    ],
    [
      'confidential base58 with a 19-byte hash',
      base58check(`0c39${KEY}${HASH.slice(2)}`),
      'liquid',
    ],
    ['confidential base58 prefix on Bitcoin', base58check(`0c00${KEY}${HASH}`), 'main'],
    [
      'pubkey with a bad prefix',
      `05${'79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'}`,
      'main',
    ],
    [
      'compressed pubkey one character short',
      '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f8179',
      'main',
    ],
    ['uncompressed-length key with an 02 prefix', `02${'ab'.repeat(64)}`, 'main'],
    [
      'pubkey with a non-hex character',
      '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f8179g',
      'main',
    ],
  ] as const)('rejects %s', (_, address, network) => {
    expect(decodeAddress(address, network)).toBeUndefined()
    expect(addressNetworks(address)).toEqual([])
  })

  it('rejects values that are not strings', () => {
    expect(decodeAddress(undefined as unknown as string, 'main')).toBeUndefined()
    expect(decodeAddress(42 as unknown as string, 'main')).toBeUndefined()
  })

  it('rejects an unknown network', () => {
    expect(
      decodeAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet' as AddressNetwork),
    ).toBeUndefined()
  })
})

describe('addressNetworks', () => {
  it.each(VALID)('lists exactly the networks of %s', (address, networks) => {
    expect(addressNetworks(address)).toEqual(ALL.filter((n) => networks.includes(n)))
  })

  it('lists nothing for a garbage string', () => {
    expect(addressNetworks('not an address')).toEqual([])
  })
})
