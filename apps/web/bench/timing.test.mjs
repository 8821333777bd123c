import assert from 'node:assert/strict'
import { describe, it } from 'vitest'
import { blockingTime, longestTask, nextWait, pairDeltasWithDraws, quietFrom } from './timing.mjs'

const tasks = [
  { start: 100, duration: 60 },
  { start: 400, duration: 250 },
  { start: 2000, duration: 80 },
]

describe('longestTask', () => {
  it('takes the longest task overlapping the window, one running across its start included', () => {
    assert.equal(longestTask(tasks, 500, 1000), 250)
    assert.equal(longestTask(tasks, 0, 300), 60)
  })
  it('is 0 for a window without long tasks', () => {
    assert.equal(longestTask(tasks, 700, 1900), 0)
  })
})

describe('blockingTime', () => {
  it('adds what each task starting in the window spends past 50 ms', () => {
    assert.equal(blockingTime(tasks, 0, 3000), 10 + 200 + 30)
    assert.equal(blockingTime(tasks, 300, 1000), 200)
  })
})

describe('quietFrom', () => {
  it('is the start itself when no long task follows within the window', () => {
    assert.equal(quietFrom(tasks, 700, 1000), 700)
  })
  it('moves past a task running across the start and those starting within the window', () => {
    // 100-160 runs across 120; 400-650 starts within 1 s of 160; 2000 is over 1 s after 650.
    assert.equal(quietFrom(tasks, 120, 1000), 650)
    // With a 2 s window the task at 2000 counts too.
    assert.equal(quietFrom(tasks, 120, 2000), 2080)
  })
  it('does not depend on the order the tasks were recorded in', () => {
    assert.equal(quietFrom([...tasks].reverse(), 120, 1000), 650)
  })
})

describe('pairDeltasWithDraws', () => {
  /** @param {number} at @param {number} added @param {number} removed */
  const delta = (at, added, removed, changed = 0) => ({ at, added, removed, changed })
  it('pairs each delta with the first draw after it, counting its changes', () => {
    const pairs = pairDeltasWithDraws(
      [delta(1000, 250, 240, 10), delta(3000, 5, 2)],
      [
        { start: 900, end: 905, count: 4000 },
        { start: 1040, end: 1100, count: 4010 },
        { start: 1500, end: 1510, count: 4010 },
        { start: 3020, end: 3050, count: 4013 },
      ],
    )
    assert.deepEqual(
      pairs.map((p) => [p.changes, p.latency, p.draw.count]),
      [
        [500, 100, 4010],
        [7, 50, 4013],
      ],
    )
  })
  it('leaves out a delta whose first draw came only after the next delta', () => {
    const pairs = pairDeltasWithDraws(
      [delta(1000, 1, 0), delta(1200, 2, 0)],
      [{ start: 1300, end: 1350, count: 3 }],
    )
    assert.deepEqual(
      pairs.map((p) => p.delta.at),
      [1200],
    )
  })
})

describe('nextWait', () => {
  it('scales the wait by how far the last block was from the target', () => {
    assert.equal(nextWait({ waited: 6, took: 500, target: 250, min: 1, max: 30 }), 3)
  })
  it('stays within its bounds, and waits the longest after an empty block', () => {
    assert.equal(nextWait({ waited: 6, took: 10, target: 250, min: 1, max: 30 }), 30)
    assert.equal(nextWait({ waited: 1, took: 1000, target: 250, min: 1, max: 30 }), 1)
    assert.equal(nextWait({ waited: 6, took: 0, target: 250, min: 1, max: 30 }), 30)
  })
})
