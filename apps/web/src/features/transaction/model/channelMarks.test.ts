import type { ChannelsOfTransaction } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { channelMarks } from './channelMarks'

/** Only the ids are read: the entries carry just those (and oddities the marks must leave out). */
const entry = (value: unknown) => value as ChannelsOfTransaction

describe('channelMarks', () => {
  it('lists closing inputs then opening outputs, in index order', () => {
    expect(
      channelMarks(
        entry({
          inputs: { 0: { id: '769658278338002944', short_id: '700000x1x1' } },
          outputs: { 2: { id: '5', short_id: '5x0x2' }, 1: { id: '7' } },
        }),
      ),
    ).toEqual([
      { side: 'input', index: 0, channel: '700000x1x1' },
      { side: 'output', index: 1, channel: '7' },
      { side: 'output', index: 2, channel: '5x0x2' },
    ])
  })

  it('leaves out entries it cannot read', () => {
    expect(
      channelMarks(
        entry({
          inputs: { x: { short_id: '1x1x1' }, 0: null, 1: { short_id: '<b>' } },
          outputs: { '-1': { short_id: '1x1x1' } },
        }),
      ),
    ).toEqual([])
    expect(channelMarks(undefined)).toEqual([])
  })
})
