import { describe, expect, it } from 'vitest'
import { summarizeAddress } from './addressSummary'

const stats = (tx: number, fundedN: number, funded: number, spentN: number, spent: number) => ({
  tx_count: tx,
  funded_txo_count: fundedN,
  funded_txo_sum: funded,
  spent_txo_count: spentN,
  spent_txo_sum: spent,
})

describe('summarizeAddress', () => {
  it('splits confirmed and pending balance and adds up received and sent', () => {
    const summary = summarizeAddress({
      address: 'a',
      chain_stats: stats(10, 8, 80_000, 5, 50_000),
      mempool_stats: stats(2, 1, 7_000, 1, 3_000),
    })
    expect(summary).toEqual({
      txCount: 12,
      utxoCount: 3,
      amounts: { confirmed: 30_000, pending: 4_000, received: 87_000, sent: 53_000 },
    })
  })

  it('gives counts only for Liquid, whose stats have no sums', () => {
    const counts = { tx_count: 4, funded_txo_count: 3, spent_txo_count: 1 }
    expect(
      summarizeAddress({
        address: 'a',
        chain_stats: counts,
        mempool_stats: { ...counts, tx_count: 1 },
      }),
    ).toEqual({ txCount: 5, utxoCount: 4 })
  })

  it('gives balances and the transaction count only in Electrum mode, whose sums are balances', () => {
    // mempool's electrum-api.ts: funded_txo_sum holds the confirmed balance, the counts are 0.
    const summary = summarizeAddress({
      address: 'a',
      chain_stats: stats(7, 0, 120_000, 0, 0),
      mempool_stats: stats(1, 0, 0, 0, 20_000),
      electrum: true,
    })
    expect(summary).toEqual({ txCount: 8, amounts: { confirmed: 120_000, pending: -20_000 } })
  })
})
