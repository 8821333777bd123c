import { describe, expect, it } from 'vitest'
import { stack } from './stack'

describe('stack', () => {
  it('stacks series bottom-up', () => {
    expect(
      stack([
        [1, 2],
        [10, 20],
        [100, 200],
      ]),
    ).toEqual([
      [1, 2],
      [11, 22],
      [111, 222],
    ])
    expect(stack([])).toEqual([])
  })
})
