import { describe, expect, it } from 'vitest'
import { addressTypeLabel, checkAddress } from './addressCheck'

const P2WPKH = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const CONFIDENTIAL =
  'lq1qqwdhep7uhzuav78mteywmt6h4lqeu6mq952kj92jvm6t2j3jz2w9j6fgwgfgeetcq2gju8x80md0l98qdgym2cakgvj5qlgjh'

describe('checkAddress', () => {
  it('decodes an address of the network, with its type', () => {
    const check = checkAddress(P2WPKH, 'main')
    expect(check).toMatchObject({ valid: true, address: { kind: 'p2wpkh' } })
    if (check.valid) expect(addressTypeLabel(check.address)).toBe('P2WPKH (native SegWit)')
  })

  it('names the networks where an address from elsewhere is valid', () => {
    expect(checkAddress(P2WPKH, 'testnet')).toEqual({
      valid: false,
      reason: 'network',
      networks: ['main'],
    })
    expect(checkAddress(CONFIDENTIAL, 'main')).toMatchObject({ networks: ['liquid'] })
  })

  it.each([
    ['base58', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    ['bech32', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp'],
    ['upper-case bech32', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDP'],
    ['blech32', `${CONFIDENTIAL.slice(0, -1)}j`],
  ])('calls a mistyped %s address a checksum error', (_, text) => {
    expect(checkAddress(text, 'main')).toEqual({ valid: false, reason: 'checksum' })
  })

  it.each([
    ['a word', 'hello'],
    ['a txid', 'ab'.repeat(32)],
    ['an unknown segwit prefix', 'xy1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['mixed-case bech32', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdQ'],
    ['too short for base58', '1A1zP1eP5QGefi2DMPTf'],
  ])('calls %s not an address', (_, text) => {
    expect(checkAddress(text, 'main')).toEqual({ valid: false, reason: 'invalid' })
  })

  it('labels confidential Liquid addresses', () => {
    const check = checkAddress(CONFIDENTIAL, 'liquid')
    expect(check.valid && addressTypeLabel(check.address)).toBe(
      'Confidential P2WPKH (native SegWit)',
    )
  })
})
