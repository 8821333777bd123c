import type { DifficultyAdjustment } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { initFrame } from '../test/fixtures'
import { blockInterval } from './block-interval'

describe('block interval', () => {
  it('uses the recent average of the difficulty adjustment on Bitcoin networks', () => {
    expect(blockInterval('main', initFrame().da)).toBe(574743)
    expect(blockInterval('signet', undefined)).toBe(600_000)
    expect(blockInterval('testnet4', { timeAvg: 0 } as DifficultyAdjustment)).toBe(600_000)
  })
  it('is one minute on Liquid whatever the service says', () => {
    expect(blockInterval('liquid', initFrame().da)).toBe(60_000)
    expect(blockInterval('liquidtestnet', undefined)).toBe(60_000)
  })
})
