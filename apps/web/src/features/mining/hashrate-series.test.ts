import type { Hashrates } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { difficultyAt, hashrateSeries } from './hashrate-series'

const day = 86_400
const adjustments = [
  { time: 10 * day + 500, height: 2016, difficulty: 110, adjustment: 1.1 },
  { time: 20 * day + 500, height: 4032, difficulty: 99, adjustment: 0.9 },
]

describe('difficultyAt', () => {
  it('takes the last retarget at or before the time', () => {
    expect(difficultyAt(adjustments, 15 * day)).toBe(110)
    expect(difficultyAt(adjustments, 20 * day + 500)).toBe(99)
    expect(difficultyAt(adjustments, 30 * day)).toBe(99)
  })

  it('before the first retarget, takes the difficulty that retarget replaced', () => {
    expect(difficultyAt(adjustments, 5 * day)).toBeCloseTo(100)
  })

  it('knows nothing without retargets', () => {
    expect(difficultyAt([], 5 * day)).toBeUndefined()
  })
})

describe('hashrateSeries', () => {
  it('aligns each hashrate sample with the difficulty then in force, oldest first', () => {
    const answer: Hashrates = {
      hashrates: [
        { timestamp: 21 * day, avgHashrate: 3e20 },
        { timestamp: 9 * day, avgHashrate: 1e20 },
        { timestamp: 11 * day, avgHashrate: 2e20 },
      ],
      difficulty: [...adjustments].reverse(),
      currentHashrate: 3e20,
      currentDifficulty: 99,
    }
    const series = hashrateSeries(answer)
    expect(series.times).toEqual([9 * day, 11 * day, 21 * day])
    expect(series.hashrates).toEqual([1e20, 2e20, 3e20])
    expect(series.difficulties[0]).toBeCloseTo(100)
    expect(series.difficulties.slice(1)).toEqual([110, 99])
    expect(series.adjustments.map((a) => a.height)).toEqual([2016, 4032])
  })

  it('gives empty series for an answer without samples', () => {
    const series = hashrateSeries({
      hashrates: [],
      difficulty: [],
      currentHashrate: 0,
      currentDifficulty: 0,
    })
    expect(series).toEqual({ times: [], hashrates: [], difficulties: [], adjustments: [] })
  })
})
