import { describe, expect, it } from 'vitest'
import { feeBands, liquidRateScale } from '../mining/fee-bands.js'
import { type CountedChain, type CountedTx, statisticRow } from './ws-stats.js'

/** A mempool of one transaction per rate (sat/vB), 1,000 vB each. */
function chainOf(rates: readonly number[]): CountedChain {
  const mempool = new Map<string, CountedTx>(
    rates.map((rate, i) => [`tx${i}`, { txid: `tx${i}`, vsize: 1_000, fee: rate * 1_000 }]),
  )
  return { mempool, tip: { height: 1 } }
}

/** The bands holding vsize, by their edge. */
const filled = (vsizes: readonly number[]) =>
  Object.fromEntries(feeBands.flatMap((edge, i) => (vsizes[i] ? [[edge, vsizes[i]]] : [])))

describe('statisticRow', () => {
  it('bands Bitcoin rates in sat/vB', () => {
    const row = statisticRow(chainOf([0.5, 1, 3.2, 150, 2500]), 100, 0, () => undefined)
    expect(filled(row.vsizes)).toEqual({ 0: 1_000, 1: 1_000, 3: 1_000, 150: 1_000, 2000: 1_000 })
  })

  it('bands Liquid rates times ten, as mempool does: 0.1 sat/vB is vsize_1, 0.25 is vsize_2', () => {
    const chain = chainOf([0.1, 0.15, 0.25, 1.2])
    const row = statisticRow(chain, 100, 0, () => undefined, liquidRateScale)
    expect(filled(row.vsizes)).toEqual({ 1: 2_000, 2: 1_000, 12: 1_000 })
    expect(row.vsizes.reduce((n, v) => n + v, 0)).toBe(4_000)
  })

  it('reads the rate the projection gives before the record’s own', () => {
    const row = statisticRow(chainOf([0.1]), 100, 0, () => 0.35, liquidRateScale)
    expect(filled(row.vsizes)).toEqual({ 3: 1_000 })
  })
})
