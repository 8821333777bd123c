import { describe, expect, it } from 'vitest'
import { labelX } from './label-position'

describe('labelX', () => {
  it('leaves a label that fits where it is', () => {
    expect(labelX(200, 40, 'center', 400)).toBe(200)
    expect(labelX(46, 30, 'right', 400)).toBe(46)
    expect(labelX(346, 30, 'left', 400)).toBe(346)
  })

  it('moves a centred label in from the right edge until its end touches it', () => {
    // The last tick on the plot's right end (8 px from the edge): half of a 40 px label would stick out.
    expect(labelX(392, 40, 'center', 400)).toBe(380)
  })

  it('moves a centred label in from the left edge', () => {
    expect(labelX(5, 40, 'center', 400)).toBe(20)
  })

  it('keeps right- and left-aligned labels inside too', () => {
    expect(labelX(46, 60, 'right', 400)).toBe(60)
    expect(labelX(346, 70, 'left', 400)).toBe(330)
  })

  it('starts a label wider than the canvas at its left edge', () => {
    expect(labelX(50, 500, 'center', 400)).toBe(250)
  })
})
