import assert from 'node:assert/strict'
import { describe, it } from 'vitest'
import { frameRate, syntheticChannels } from './map-frames.mjs'

describe('frameRate', () => {
  it('counts intervals, not draws, over the span', () => {
    // 4 draws 20 ms apart: 3 intervals in 60 ms, 50 fps.
    assert.deepEqual(frameRate([100, 120, 140, 160]), {
      frames: 4,
      fps: 50,
      p95Gap: 20,
      maxGap: 20,
    })
  })
  it('shows a stall in the gaps', () => {
    const { fps, maxGap } = frameRate([0, 16, 32, 232, 248])
    assert.equal(maxGap, 200)
    assert.equal(fps, 4000 / 248)
  })
  it('has no rate for fewer than two draws', () => {
    assert.ok(Number.isNaN(frameRate([5]).fps))
  })
})

describe('syntheticChannels', () => {
  it('joins real nodes with their keys, aliases and places', () => {
    /** @type {[number, number, string, string][]} */
    const nodes = [
      [8.5, 47.4, 'a', 'A'],
      [139.7, 35.7, 'b', 'B'],
      [-74, 40.7, 'c', 'C'],
    ]
    const channels = syntheticChannels(nodes, 10_000)
    assert.equal(channels.length, 10_000)
    assert.deepEqual(channels[0], ['a', 'A', 8.5, 47.4, 'b', 'B', 139.7, 35.7])
    assert.deepEqual(syntheticChannels(nodes, 5), channels.slice(0, 5))
  })
})
