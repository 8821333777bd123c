import { describe, expect, it } from 'vitest'
import { historySeries } from './history'

describe('historySeries', () => {
  it('puts the newest-first rows oldest first, reading milliseconds as seconds', () => {
    expect(
      historySeries([
        { added: 1_700_172_800, capacity: 30, channels: 3 },
        { added: 1_700_086_400_000, capacity: 20, channels: 2 },
        { added: 1_700_000_000, capacity: 10, channels: 1 },
      ]),
    ).toEqual({
      times: [1_700_000_000, 1_700_086_400, 1_700_172_800],
      capacities: [10, 20, 30],
      channels: [1, 2, 3],
    })
  })
})
