import type { CoreMempoolInfo } from '@outpoint/explorer-client/live'
import { describe, expect, it } from 'vitest'
import { initFrame } from '../test/fixtures'
import { difficultySummary, feeLevels, mempoolSummary, replacementViews } from './summaries'

describe('dashboard summaries', () => {
  it('orders the fee levels as mempool.space labels them', () => {
    expect(feeLevels(initFrame().fees)).toEqual([
      { label: 'No priority', rate: 4 },
      { label: 'Low priority', rate: 8 },
      { label: 'Medium priority', rate: 8 },
      { label: 'High priority', rate: 8 },
    ])
  })

  it('reads mempoolInfo: usage against the limit, the floor in sat/vB, fees in sat', () => {
    const summary = mempoolSummary(initFrame().mempoolInfo)
    expect(summary).toMatchObject({
      count: 112686,
      vsize: 175691391,
      usage: 856780672,
      maxmempool: 300000000,
      usageShare: 1,
      purging: true,
      totalFees: 510536864,
    })
    expect(summary.minFee).toBeCloseTo(1.305, 6)
  })

  it('is not purging while the floor is the relay minimum', () => {
    const info: CoreMempoolInfo = {
      ...initFrame().mempoolInfo,
      usage: 75_000_000,
      mempoolminfee: 0.00001,
    }
    const summary = mempoolSummary(info)
    expect(summary.purging).toBe(false)
    expect(summary.usageShare).toBe(0.25)
    expect(summary.minFee).toBeCloseTo(1, 6)
  })

  it('reads the difficulty adjustment as a share through the epoch', () => {
    const summary = difficultySummary(initFrame().da)
    expect(summary.progress).toBeCloseTo(0.2034, 4)
    expect(summary).toMatchObject({
      remainingBlocks: 1606,
      remainingTime: 911596114,
      retargetDate: 1712766704114,
      nextRetargetHeight: 838656,
    })
    expect(summary.change).toBeCloseTo(5.9148, 4)
    expect(summary.previousRetarget).toBeCloseTo(-0.9779, 4)
  })

  it('prices each replacement by fee rate before and after', () => {
    const views = replacementViews(initFrame().rbfSummary)
    expect(views).toHaveLength(6)
    expect(views[0]).toMatchObject({ mined: false, fullRbf: false, oldFee: 8400, newFee: 13301 })
    expect(views[0]?.oldRate).toBeCloseTo(24.35, 2)
    expect(views[0]?.newRate).toBeCloseTo(38.44, 2)
    expect(views.filter((v) => v.mined)).toHaveLength(2)
    const [first] = initFrame().rbfSummary
    if (!first) throw new Error('no replacement in the fixture')
    expect(replacementViews([{ ...first, oldVsize: 0 }])[0]?.oldRate).toBeUndefined()
  })
})
