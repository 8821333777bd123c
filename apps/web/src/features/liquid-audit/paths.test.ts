import { describe, expect, it } from 'vitest'
import { addressPath, txPath } from './paths'

describe('txPath', () => {
  it('links a txid, on its network', () => {
    expect(txPath('main', 'ab'.repeat(32))).toBe(`/tx/${'ab'.repeat(32)}`)
    expect(txPath('liquid', 'AB'.repeat(32))).toBe(`/liquid/tx/${'AB'.repeat(32)}`)
  })

  it.each([
    '',
    'ab'.repeat(31),
    `${'ab'.repeat(32)}/../../settings`,
    '../../settings',
    `${'ab'.repeat(31)}zz`,
    `${'ab'.repeat(32)}?x=1`,
  ])('links nothing that is not a txid: %j', (id) => {
    expect(txPath('main', id)).toBeUndefined()
  })
})

describe('addressPath', () => {
  const segwit = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

  it("links an address of the network, and only that network's", () => {
    expect(addressPath('main', segwit)).toBe(`/address/${segwit}`)
    expect(addressPath('testnet', segwit)).toBeUndefined()
  })

  it.each(['', '../../settings', `${segwit}/../x`, 'bc1qfederation1', '<img src=x>'])(
    'links nothing that is not an address: %j',
    (address) => {
      expect(addressPath('main', address)).toBeUndefined()
    },
  )
})
