import { describe, expect, it } from 'vitest'
import { assetBalances } from './liquidAssets'

const status = { confirmed: true }
describe('assetBalances', () => {
  it('sums explicit outputs per asset and counts the blinded ones', () => {
    const balances = assetBalances([
      { txid: 'a', vout: 0, status, value: 5, asset: 'lbtc' },
      { txid: 'b', vout: 0, status, value: 7, asset: 'usdt' },
      { txid: 'c', vout: 1, status, value: 1, asset: 'lbtc' },
      { txid: 'd', vout: 0, status, valuecommitment: '08aa', assetcommitment: '0bbb' },
    ])
    expect(balances).toEqual({
      explicit: [
        { asset: 'usdt', value: 7, outputs: 1 },
        { asset: 'lbtc', value: 6, outputs: 2 },
      ],
      confidential: 1,
    })
  })
})
