import { describe, expect, it } from 'vitest'
import { type Arrival, keptArrivals, liveArrival, restArrival, withArrivals } from './recentTxs'

const arrival = (n: number): Arrival => ({
  txid: n.toString(16).padStart(64, 'a'),
  value: n,
  vsize: 100,
  rate: 1,
})

describe('arrivals', () => {
  it('puts new arrivals on top in the order sent, once each', () => {
    const list = withArrivals([arrival(2), arrival(1)], [arrival(4), arrival(3), arrival(2)])
    expect(list.map((tx) => tx.value)).toEqual([4, 3, 2, 1])
  })

  it(`keeps the newest ${keptArrivals}`, () => {
    const many = Array.from({ length: keptArrivals }, (_, i) => arrival(i + 1))
    const list = withArrivals(many, [arrival(1000)])
    expect(list).toHaveLength(keptArrivals)
    expect(list[0]?.value).toBe(1000)
    expect(list.at(-1)?.value).toBe(keptArrivals - 1)
  })

  it('rates a REST row over its discounted vsize when Liquid sends one', () => {
    expect(restArrival({ txid: 'a', fee: 300, vsize: 150 }).rate).toBe(2)
    expect(restArrival({ txid: 'a', fee: 300, vsize: 1500, discount_vsize: 100 }).rate).toBe(3)
    expect(restArrival({ txid: 'a', fee: 300, vsize: 150 }).value).toBeUndefined()
  })

  it('takes the rate a live row carries, or works it out', () => {
    expect(liveArrival({ txid: 'a', fee: 300, vsize: 150, value: 5, rate: 7 }).rate).toBe(7)
    expect(liveArrival({ txid: 'a', fee: 300, vsize: 150, value: 5 }).rate).toBe(2)
  })
})
