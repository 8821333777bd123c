import { describe, expect, it } from 'vitest'
import { median } from './median'

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5)
  })
  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
  it('ignores what is not a finite number and is undefined for nothing', () => {
    expect(median([Number.NaN, 3, '8', null, 1])).toBe(2)
    expect(median([])).toBeUndefined()
    expect(median([Number.NaN])).toBeUndefined()
  })
})
