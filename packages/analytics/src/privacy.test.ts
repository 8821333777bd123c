import { describe, expect, it } from 'vitest'
import { privateKeyReason, privateValueReason } from './privacy.js'

describe('privateValueReason', () => {
  it.each([
    ['a Bitcoin legacy address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['a P2SH address', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['a testnet legacy address', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
    ['a segwit address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['an upper-case segwit address', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ'],
    ['a taproot address', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    ['a regtest address', 'bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw'],
    ['a Liquid segwit address', 'ex1qjkqx5yxmqmz0g8jr5w8fjq2czv4mz5q0mvzv0g'],
    [
      'a Liquid confidential address',
      'VJLCQ2g1WkDbH9ifZ1SV4D6EhPFEQmD1W3THs5i2zpyTm1W4zvtv4AYgw4uW76WR8GxhvyLYVbQgZrbf',
    ],
    [
      'a Liquid blech32 address',
      'lq1qqvxk052kf3qtkxmrakx50a9gc3smqad2ync54hzntjt980kfej9kkfe0247rp5h4yzmdftsahhw64uy8pzfe7cpg4fgykm7cv',
    ],
    ['an EVM address', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['an EVM address without 0x', '742d35cc6634c0532925a3b844bc454e4438f44e'],
    ['a txid', '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'],
    ['a block hash', '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f'],
    ['a public key', '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'],
    [
      'an xpub',
      'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz',
    ],
    [
      'a Lightning invoice',
      'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypq',
    ],
    ['a channel id', '800000x1234x1'],
    ['an id inside a path', '/tx/4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'],
  ])('flags %s', (_what, value) => {
    expect(privateValueReason(value)).toBeTypeOf('string')
  })

  it.each([
    'txid',
    'address',
    'block',
    'height',
    'main',
    'liquidtestnet',
    'MetaMask',
    'Browser wallet',
    'io.metamask',
    'Coinbase Wallet',
    'WalletConnect',
    '800000',
    'swap quote',
    'ethereum',
  ])('lets %s through', (value) => {
    expect(privateValueReason(value)).toBeUndefined()
  })
})

describe('privateKeyReason', () => {
  it.each([
    'amount',
    'amountSats',
    'value',
    'address',
    'toAddress',
    'txid',
    'tx_id',
    'txId',
    'blockHash',
    'balance',
    'pub-key',
    'publicKey',
  ])('flags the key %s', (key) => {
    expect(privateKeyReason(key)).toContain(key)
  })

  it.each(['kind', 'from', 'to', 'connector', 'network', 'provider'])(
    'lets the key %s through',
    (key) => {
      expect(privateKeyReason(key)).toBeUndefined()
    },
  )
})
