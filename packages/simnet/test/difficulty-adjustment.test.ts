import type { DifficultyAdjustment } from '@outpoint/explorer-client'
import { describe, expect, test } from 'vitest'
import { difficultyToBits } from '../src/bitcoin/block.js'
import { bitsDifference, calcDifficultyAdjustment } from '../src/mining/difficulty-adjustment.js'
import { intervalStart } from '../src/mining/intervals.js'
import { fixture } from './fixtures.js'

// The difficulty estimate against a response recorded from mempool.space, and the calendar arithmetic
// of the mining intervals.

describe('calcDifficultyAdjustment', () => {
  test('reproduces the recorded mainnet estimate (block 837,050, in the first quarter of its epoch)', () => {
    // A Bitcoin backend's answer: every field a number (only Liquid's carry nulls).
    const { da } = fixture('frontend-cypress/mainnet_mempoolInfo.json') as {
      da: { [K in keyof DifficultyAdjustment]: number }
    }
    // What the backend knew then: the height from the next retarget, "now" from the estimate date, and
    // the time from the block 503 below the tip to the epoch start (50,360 s) from adjustedTimeAvg.
    const tipHeight = da.nextRetargetHeight - da.remainingBlocks
    const nowSeconds = (da.estimatedRetargetDate - da.remainingTime) / 1000
    expect(Number.isInteger(nowSeconds)).toBe(true)
    const estimate = calcDifficultyAdjustment({
      epochStartTime: da.previousTime,
      quarterEpochTime: da.previousTime - 50_360,
      nowSeconds,
      tipHeight,
      tipTime: nowSeconds - 120,
      previousRetarget: da.previousRetarget,
      network: 'mainnet',
    })
    expect(estimate).toEqual(da)
  })

  test('past the first quarter: the epoch so far; clamped to -75 % ... +300 %', () => {
    const base = {
      epochStartTime: 1_700_000_000,
      quarterEpochTime: 1_699_700_000,
      tipHeight: 2016 * 400 + 1000,
      tipTime: 1_700_000_000 + 1000 * 600,
      previousRetarget: 2,
      network: 'mainnet',
    }
    const onTime = calcDifficultyAdjustment({ ...base, nowSeconds: base.tipTime })
    expect(onTime.timeAvg).toBe(600_000)
    expect(onTime.adjustedTimeAvg).toBe(600_000)
    // 1,001 blocks' worth of time estimated from 1,000 intervals: slightly faster than target.
    expect(onTime.difficultyChange).toBeCloseTo((600 / (600_000 / 1001) - 1) * 100, 10)
    expect(onTime.expectedBlocks).toBe(1000)
    expect(onTime.progressPercent).toBeCloseTo((1000 / 2016) * 100, 12)
    const fast = calcDifficultyAdjustment({ ...base, nowSeconds: base.epochStartTime + 1000 })
    expect(fast.difficultyChange).toBe(300)
    const slow = calcDifficultyAdjustment({ ...base, nowSeconds: base.epochStartTime + 1e8 })
    expect(slow.difficultyChange).toBe(-75)
  })

  test('testnet: the average capped at 20 minutes, and an offset when the last block is old', () => {
    const estimate = calcDifficultyAdjustment({
      epochStartTime: 1_700_000_000,
      quarterEpochTime: undefined,
      nowSeconds: 1_700_000_000 + 600 * 1500,
      tipHeight: 2016 * 100 + 600,
      tipTime: 1_700_000_000 + 600 * 1500 - 900,
      previousRetarget: 0,
      network: 'testnet',
    })
    expect(estimate.timeAvg).toBe(1_200_000)
    expect(estimate.timeOffset).toBe(-900_000)
    // Only testnet (3) resets its difficulty after 20 minutes.
    for (const network of ['mainnet', 'testnet4', 'signet']) {
      const other = calcDifficultyAdjustment({
        epochStartTime: 1_700_000_000,
        quarterEpochTime: undefined,
        nowSeconds: 1_700_000_000 + 600 * 1500,
        tipHeight: 2016 * 100 + 600,
        tipTime: 1_700_000_000 + 600 * 1500 - 900,
        previousRetarget: 0,
        network,
      })
      expect(other.timeAvg).toBe(1_500_000)
      expect(other.timeOffset).toBe(0)
    }
  })
})

describe('bitsDifference', () => {
  test('the change between two epochs from their compact targets', () => {
    // Real retargets: 0x17034219 -> 0x17033e5f was about +1.2 %.
    expect(bitsDifference(0x17034219, 0x17033e5f)).toBeCloseTo((0x034219 / 0x033e5f - 1) * 100, 10)
    // Across an exponent step, both ways, against the plain difficulty ratio.
    for (const [from, to] of [
      [1.0e14, 1.2e14],
      [1.2e14, 1.0e14],
      [3.3e13, 3.0e13],
    ] as const) {
      expect(bitsDifference(difficultyToBits(from), difficultyToBits(to))).toBeCloseTo(
        (to / from - 1) * 100,
        2,
      )
    }
    expect(bitsDifference(difficultyToBits(1e14), difficultyToBits(8e14))).toBe(300)
    expect(bitsDifference(difficultyToBits(1e14), difficultyToBits(1e13))).toBe(-75)
  })
})

describe('intervalStart', () => {
  const at = (iso: string) => Date.parse(iso) / 1000
  test('hours and days in seconds; months and years on the calendar, clamped like MySQL', () => {
    const now = at('2025-03-31T12:00:00Z')
    expect(intervalStart(now, '24h')).toBe(now - 86_400)
    expect(intervalStart(now, '1w')).toBe(now - 7 * 86_400)
    expect(intervalStart(now, '2h')).toBe(now - 7200)
    expect(intervalStart(now, '1m')).toBe(at('2025-02-28T12:00:00Z'))
    expect(intervalStart(now, '3m')).toBe(at('2024-12-31T12:00:00Z'))
    expect(intervalStart(at('2024-02-29T00:00:00Z'), '1y')).toBe(at('2023-02-28T00:00:00Z'))
    expect(intervalStart(now, '4y')).toBe(at('2021-03-31T12:00:00Z'))
    expect(intervalStart(now, 'all')).toBeUndefined()
  })
})
