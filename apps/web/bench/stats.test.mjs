import assert from 'node:assert/strict'
import { describe, it } from 'vitest'
import { median, runsTable, slope, table } from './stats.mjs'

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    assert.equal(median([0.9, 0.3, 0.5]), 0.5)
  })
  it('averages the middle two of an even count', () => {
    assert.equal(median([4, 1, 3, 2]), 2.5)
  })
  it('refuses an empty list', () => {
    assert.throws(() => median([]), /empty/)
  })
})

describe('slope', () => {
  it('finds the rate of an exact line', () => {
    assert.equal(slope([0, 1, 2, 3].map((x) => ({ x, y: 10 + 2.5 * x }))), 2.5)
  })
  it('fits all the points by least squares, not just the two ends', () => {
    // The ends alone would say 1 per step; the middle two pull the fitted line flatter.
    const points = [
      { x: 0, y: 0 },
      { x: 1, y: 3 },
      { x: 2, y: 0 },
      { x: 3, y: 3 },
    ]
    assert.equal(slope(points), 0.6)
  })
  it('is NaN when no line is defined', () => {
    assert.ok(Number.isNaN(slope([{ x: 1, y: 1 }])))
    assert.ok(
      Number.isNaN(
        slope([
          { x: 1, y: 1 },
          { x: 1, y: 2 },
        ]),
      ),
    )
  })
})

describe('table', () => {
  it('right-aligns numbers, with or without a unit, and left-aligns text, under a rule', () => {
    assert.equal(
      table(
        ['run', 'TBT'],
        [
          ['median', '12 ms'],
          ['1', '1200 ms'],
        ],
      ),
      'run     TBT\n------  -------\nmedian    12 ms\n     1  1200 ms',
    )
  })
  it('pads numbers given as numbers too', () => {
    assert.equal(
      table(
        ['run', 'score'],
        [
          ['a', 5],
          ['bbb', 10],
        ],
      ),
      'run  score\n---  -----\na        5\nbbb     10',
    )
  })
})

describe('runsTable', () => {
  /** @type {[string, (run: number) => number, (value: number) => string][]} */
  const columns = [['ms', (run) => run, (value) => `${value} ms`]]
  it('numbers the runs in order and adds their median', () => {
    assert.equal(
      runsTable([30, 10, 20], columns),
      'run     ms\n------  -----\n     1  30 ms\n     2  10 ms\n     3  20 ms\nmedian  20 ms',
    )
  })
  it('has no median row for a single run', () => {
    assert.equal(runsTable([7], columns), 'run  ms\n---  ----\n  1  7 ms')
  })
})
