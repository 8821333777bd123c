import { describe, expect, it } from 'vitest'
import { windowShare } from './pool-share'

describe('windowShare', () => {
  it('finds the window total from the count and the share', () => {
    expect(windowShare(12, 12 / 144)).toEqual({ blocks: 12, total: 144, share: 12 / 144 })
    expect(windowShare(1, 1 / 3)).toEqual({ blocks: 1, total: 3, share: 1 / 3 })
  })

  it('leaves the total unknown when the share cannot tell it', () => {
    expect(windowShare(0, 0).total).toBeUndefined()
    expect(windowShare(0, null)).toEqual({ blocks: 0, total: undefined, share: null })
  })
})
