import { describe, expect, it } from 'vitest'
import { dragPosition, releaseVelocity, type Sample, settle } from './gesture'

/** Pointer samples every 16 ms moving `step` px each time, from y = 100. */
const drag = (step: number, count: number, t0 = 0): Sample[] =>
  Array.from({ length: count }, (_, i) => ({ y: 100 + i * step, t: t0 + i * 16 }))

describe('releaseVelocity', () => {
  it('measures px/ms over the last 100 ms only', () => {
    // A slow start, then 10 px per 16 ms at the end.
    const slow = drag(1, 20)
    const last = slow.at(-1) ?? { y: 0, t: 0 }
    const fast = Array.from({ length: 8 }, (_, i) => ({
      y: last.y + (i + 1) * 10,
      t: last.t + (i + 1) * 16,
    }))
    expect(releaseVelocity([...slow, ...fast])).toBeCloseTo(10 / 16, 5)
  })

  it('is negative upwards and zero without movement in time', () => {
    expect(releaseVelocity(drag(-8, 5))).toBeCloseTo(-0.5, 5)
    expect(releaseVelocity([{ y: 5, t: 10 }])).toBe(0)
    expect(releaseVelocity([])).toBe(0)
  })
})

describe('dragPosition', () => {
  it('follows the pointer down to closed and resists above the top', () => {
    expect(dragPosition(400, 100, 400)).toBe(300)
    expect(dragPosition(400, 1000, 400)).toBe(0)
    expect(dragPosition(400, -50, 400)).toBe(410)
  })
})

describe('settle', () => {
  const height = 400
  const one = { height, snaps: [1] }

  it('closes when dragged past a quarter of its height, not before', () => {
    expect(settle({ ...one, start: 400, end: 299, velocity: 0.1 })).toEqual({ close: true })
    expect(settle({ ...one, start: 400, end: 301, velocity: 0.1 })).toEqual({
      close: false,
      snap: 0,
    })
  })

  it('closes on a downward flick faster than 0.4 px/ms, even after a short drag', () => {
    const samples = drag(8, 8) // 0.5 px/ms
    const velocity = releaseVelocity(samples)
    expect(settle({ ...one, start: 400, end: 380, velocity })).toEqual({ close: true })
    expect(settle({ ...one, start: 400, end: 380, velocity: 0.39 })).toEqual({
      close: false,
      snap: 0,
    })
  })

  it('snaps to the nearest point', () => {
    const two = { height, snaps: [0.5, 1] }
    expect(settle({ ...two, start: 400, end: 260, velocity: 0 })).toEqual({ close: false, snap: 0 })
    expect(settle({ ...two, start: 200, end: 320, velocity: 0 })).toEqual({ close: false, snap: 1 })
    // A quarter below the lowest point (200 px) is 150 px.
    expect(settle({ ...two, start: 400, end: 149, velocity: 0 })).toEqual({ close: true })
    expect(settle({ ...two, start: 400, end: 151, velocity: 0 })).toEqual({ close: false, snap: 0 })
  })

  it('moves up one point on an upward flick', () => {
    const three = { height, snaps: [0.25, 0.5, 1] }
    expect(settle({ ...three, start: 100, end: 120, velocity: -0.6 })).toEqual({
      close: false,
      snap: 1,
    })
    expect(settle({ ...three, start: 400, end: 410, velocity: -0.6 })).toEqual({
      close: false,
      snap: 2,
    })
  })
})
