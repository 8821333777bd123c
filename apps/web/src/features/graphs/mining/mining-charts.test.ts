import type {
  BlockFeeRatesPoint,
  BlockFeesPoint,
  BlockRewardsPoint,
} from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { amountScale } from './amount-scale'
import { blockFeesChart } from './block-fees-chart'
import { blockRewardsChart } from './block-rewards-chart'
import { feeRatesChart } from './fee-rates-chart'
import { feesSubsidyChart } from './fees-subsidy-chart'

const fees: BlockFeesPoint[] = [
  { avgHeight: 839_998, timestamp: 1_713_500_000, avgFees: 2_500_000, USD: 64_000 },
  { avgHeight: 840_001, timestamp: 1_713_600_000, avgFees: 37_500_000, USD: 0 },
]

describe('amountScale', () => {
  it('holds BTC or sats and writes every sat, short for round ticks', () => {
    const btc = amountScale('btc')
    expect(btc.of(2_512_345)).toBe(0.02512345)
    expect(btc.format(0.02512345)).toBe('0.02512345')
    expect(btc.format(0.025)).toBe('0.025')
    expect(btc.format(100)).toBe('100')
    const sats = amountScale('sats')
    expect(sats.of(2_512_345)).toBe(2_512_345)
    expect(sats.format(2_512_345)).toBe('2,512,345')
  })
})

describe('blockFeesChart', () => {
  it('plots fees in the reader unit and in USD where the row has a price', () => {
    const chart = blockFeesChart(fees, 'btc', false)
    expect(chart.data.times).toEqual([1_713_500_000, 1_713_600_000])
    expect(chart.data.series[0]).toMatchObject({ label: 'Fees (BTC)', values: [0.025, 0.375] })
    expect(chart.data.right?.values[0]).toBe(1600)
    expect(chart.data.right?.values[1]).toBeNaN()
    expect(chart.describe(0)).toBe('Fees 0.02500000 BTC ($1,600) · around block 839,998')
    expect(chart.describe(1)).toBe('Fees 0.37500000 BTC · around block 840,001')
  })

  it('has no USD line when no row is priced, and says "block" when each point is one', () => {
    const chart = blockFeesChart(
      fees.map((r) => ({ ...r, USD: -1 })),
      'sats',
      true,
    )
    expect(chart.data.right).toBeUndefined()
    expect(chart.data.series[0]?.label).toBe('Fees (sats)')
    expect(chart.describe(0)).toBe('Fees 2,500,000 sats · block 839,998')
  })
})

describe('feesSubsidyChart', () => {
  it('stacks the subsidy of each point height under its fees, halving at 840,000', () => {
    const chart = feesSubsidyChart(fees, 'main', 'btc', false, 'amount')
    expect(chart.data.stacked).toBe(true)
    expect(chart.data.series.map((s) => s.label)).toEqual(['Subsidy (BTC)', 'Fees (BTC)'])
    expect(chart.data.series[0]?.values).toEqual([6.25, 3.125])
    expect(chart.data.series[1]?.values).toEqual([0.025, 0.375])
    expect(chart.describe(1)).toBe(
      'Subsidy 3.12500000 BTC · Fees 0.37500000 BTC · fees 10.71% of 3.50000000 BTC · around block 840,001',
    )
  })

  it('shows shares that add up to 100 %, and USD only for the points with a price', () => {
    const shares = feesSubsidyChart(fees, 'main', 'btc', false, 'share')
    expect(shares.data.series[1]?.values[0]).toBeCloseTo((2_500_000 / 627_500_000) * 100, 9)
    expect(shares.data.series.map((s) => s.values[1] ?? 0).reduce((a, b) => a + b)).toBeCloseTo(
      100,
      9,
    )
    const usd = feesSubsidyChart(fees, 'main', 'btc', false, 'usd')
    expect(usd.data.times).toEqual([1_713_500_000])
    expect(usd.data.series.map((s) => s.values[0])).toEqual([400_000, 1600])
    expect(usd.describe(0)).toBe(
      'Subsidy $400,000 · Fees $1,600 · fees 0.4% of $401,600 · around block 839,998',
    )
  })

  it('uses the network halving interval, and coins where no point has a price', () => {
    const chart = feesSubsidyChart(
      [{ avgHeight: 300, timestamp: 1, avgFees: 0, USD: 0 }],
      'regtest',
      'sats',
      true,
      'usd',
    )
    expect(chart.data.series[0]).toMatchObject({
      label: 'Subsidy (sats)',
      values: [1_250_000_000],
    })
  })
})

describe('blockRewardsChart', () => {
  it('plots rewards on a scale over their range, with USD', () => {
    const rows: BlockRewardsPoint[] = [
      { avgHeight: 924_000, timestamp: 1_790_000_000, avgRewards: 315_000_000, USD: 86_500 },
    ]
    const chart = blockRewardsChart(rows, 'btc', true)
    expect(chart.data.range).toBe(true)
    expect(chart.data.series[0]).toMatchObject({ label: 'Reward (BTC)', values: [3.15] })
    expect(chart.data.right?.values[0]).toBeCloseTo(272_475, 6)
    expect(chart.describe(0)).toBe('Reward 3.15000000 BTC ($272,475) · block 924,000')
  })
})

describe('feeRatesChart', () => {
  it('plots every percentile on a log scale, the table keeping the service figures', () => {
    const rows: BlockFeeRatesPoint[] = [
      {
        avgHeight: 924_000,
        timestamp: 1_790_000_000,
        avgFee_0: 0,
        avgFee_10: 1,
        avgFee_25: 3,
        avgFee_50: 5,
        avgFee_75: 8,
        avgFee_90: 13,
        avgFee_100: 1000,
      },
    ]
    const chart = feeRatesChart(rows, false, 'vB')
    expect(chart.data.series.map((s) => s.label)).toEqual([
      'Min',
      '10th',
      '25th',
      'Median',
      '75th',
      '90th',
      'Max',
    ])
    expect(chart.data.right).toBeUndefined()
    // Zero sits on the 1 sat/vB floor; 1,000 three decades above it.
    expect(chart.data.series[0]?.values[0]).toBe(0)
    expect(chart.data.series[3]?.values[0]).toBeCloseTo(Math.log10(5), 12)
    expect(chart.data.series[6]?.values[0]).toBeCloseTo(3, 12)
    expect(chart.table?.data.series.map((s) => s.values[0])).toEqual([0, 1, 3, 5, 8, 13, 1000])
    expect(chart.table?.format(12.5)).toBe('12.5')
    expect(chart.formatValue(0)).toBe('≤ 1')
    expect(chart.formatValue(1)).toBe('10')
    expect(chart.formatValue(0.5)).toBe('3.16')
    expect(chart.describe(0)).toBe(
      'Min 0 · 10th 1 · 25th 3 · Median 5 · 75th 8 · 90th 13 · Max 1000 sat/vB · around block 924,000',
    )
    expect(chart.summary).toContain('median 5 sat/vB')
  })

  it('reads in sat/WU when that is the rate unit: a quarter of every figure, the floor at 0.25', () => {
    const rows: BlockFeeRatesPoint[] = [
      {
        avgHeight: 924_000,
        timestamp: 1_790_000_000,
        avgFee_0: 0,
        avgFee_10: 1,
        avgFee_25: 3,
        avgFee_50: 5,
        avgFee_75: 8,
        avgFee_90: 13,
        avgFee_100: 1000,
      },
    ]
    const chart = feeRatesChart(rows, false, 'WU')
    expect(chart.table?.data.series.map((s) => s.values[0])).toEqual([
      0, 0.25, 0.75, 1.25, 2, 3.25, 250,
    ])
    expect(chart.data.series[0]?.values[0]).toBeCloseTo(Math.log10(0.25), 12)
    expect(chart.formatValue(Math.log10(0.25))).toBe('≤ 0.25')
    expect(chart.describe(0)).toBe(
      'Min 0 · 10th 0.25 · 25th 0.75 · Median 1.25 · 75th 2 · 90th 3.25 · Max 250 sat/WU · around block 924,000',
    )
    expect(chart.summary).toContain('median 1.25 sat/WU')
  })
})
