import { describe, expect, it } from 'vitest'
import { formatCount } from './count'

describe('formatCount', () => {
  it('groups thousands as toLocaleString does', () => {
    for (const count of [0, 1, 999, 1_000, 26_214, 1_234_567])
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'))
    expect(formatCount(26_214)).toBe('26,214')
  })
})
