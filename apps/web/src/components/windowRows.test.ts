import { describe, expect, it } from 'vitest'
import { withKeptRow } from './windowRows'

describe('withKeptRow', () => {
  it('adds a kept row beyond the window, in order', () => {
    expect(withKeptRow([0, 1, 2, 3], 4_000, 5_001)).toEqual([0, 1, 2, 3, 4_000])
    expect(withKeptRow([4_990, 4_991], 3, 5_001)).toEqual([3, 4_990, 4_991])
  })

  it('draws a kept row inside the window once', () => {
    expect(withKeptRow([5, 6, 7], 6, 100)).toEqual([5, 6, 7])
  })

  it('adds nothing for no row (-1) or one past the end', () => {
    expect(withKeptRow([0, 1], -1, 10)).toEqual([0, 1])
    expect(withKeptRow([0, 1], 10, 10)).toEqual([0, 1])
  })
})
