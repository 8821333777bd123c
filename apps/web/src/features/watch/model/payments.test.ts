import type { LiveTransaction } from '@outpoint/explorer-client/live'
import { describe, expect, it } from 'vitest'
import { addressNotices, isConfidentialAddressWatch, paymentNotices } from './payments'
import type { Watch } from './watches'

const me = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const other = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'
const txid = 'ef'.repeat(32)
const addrWatch: Watch = { type: 'address', network: 'main', id: me, added: 0 }

const tx = (vin: [string, number][], vout: [string, number][]): LiveTransaction =>
  ({
    txid,
    vin: vin.map(([a, value]) => ({ prevout: { scriptpubkey_address: a, value } })),
    vout: vout.map(([a, value]) => ({ scriptpubkey_address: a, value })),
  }) as unknown as LiveTransaction

describe('addressNotices', () => {
  it('a payment to the address is received, with its amount', () => {
    const event = {
      kind: 'mempool' as const,
      transactions: [
        tx(
          [[other, 9000]],
          [
            [me, 5000],
            [other, 3000],
          ],
        ),
      ],
    }
    expect(addressNotices(addrWatch, event, 2)).toEqual([
      { kind: 'received', network: 'main', address: me, txid, sats: 5000, confirmed: false, at: 2 },
    ])
  })

  it('a spend from the address is sent, change deducted', () => {
    const event = {
      kind: 'confirmed' as const,
      transactions: [
        tx(
          [[me, 10000]],
          [
            [other, 6000],
            [me, 3000],
          ],
        ),
      ],
    }
    expect(addressNotices(addrWatch, event, 2)).toMatchObject([
      { kind: 'sent', sats: 7000, confirmed: true },
    ])
  })

  it('a transaction leaving the mempool unmined is dropped; errors bring nothing', () => {
    expect(
      addressNotices(addrWatch, { kind: 'removed', transactions: [tx([], [[me, 1]])] }, 2),
    ).toEqual([{ kind: 'dropped', network: 'main', txid, at: 2 }])
    expect(addressNotices(addrWatch, { kind: 'error', message: 'too many' }, 2)).toEqual([])
  })
})

describe('paymentNotices of a Liquid confidential address', () => {
  // A Boltz test pair: the confidential address and the unconfidential one its outputs are named by.
  const confidential =
    'lq1qqwdhep7uhzuav78mteywmt6h4lqeu6mq952kj92jvm6t2j3jz2w9j6fgwgfgeetcq2gju8x80md0l98qdgym2cakgvj5qlgjh'
  const unconfidential = 'ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094'
  const watch: Watch = { type: 'address', network: 'liquid', id: confidential, added: 0 }

  it('finds its outputs by their script, under the unconfidential address, amount hidden', () => {
    const payment = {
      txid,
      vin: [],
      vout: [
        {
          scriptpubkey: '0014692872128ce57802912e1cc77edaff94e06a09b5',
          scriptpubkey_address: unconfidential,
        },
      ],
    } as unknown as LiveTransaction
    expect(paymentNotices(watch, payment, false, 4)).toEqual([
      {
        kind: 'received',
        network: 'liquid',
        address: confidential,
        txid,
        sats: null,
        confirmed: false,
        at: 4,
      },
    ])
    const elsewhere = { ...payment, vout: [{ scriptpubkey: `0014${'00'.repeat(20)}` }] }
    expect(paymentNotices(watch, elsewhere as unknown as LiveTransaction, false, 4)).toEqual([])
  })
})

describe('isConfidentialAddressWatch', () => {
  it('is a Liquid confidential address watch only (polled: the live feed files payments by the unconfidential one)', () => {
    const lq =
      'lq1qqwdhep7uhzuav78mteywmt6h4lqeu6mq952kj92jvm6t2j3jz2w9j6fgwgfgeetcq2gju8x80md0l98qdgym2cakgvj5qlgjh'
    expect(
      isConfidentialAddressWatch({ type: 'address', network: 'liquid', id: lq, added: 0 }),
    ).toBe(true)
    const ex = 'ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094'
    expect(
      isConfidentialAddressWatch({ type: 'address', network: 'liquid', id: ex, added: 0 }),
    ).toBe(false)
    expect(isConfidentialAddressWatch(addrWatch)).toBe(false)
  })
})
