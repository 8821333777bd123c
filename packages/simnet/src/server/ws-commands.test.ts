import { describe, expect, it } from 'vitest'
import { parseCommands } from './ws-commands.js'

const txid = 'AB'.repeat(32)

describe('parseCommands', () => {
  it('reads every command of one frame, in the order they are applied', () => {
    expect(
      parseCommands({
        'track-rbf-summary': true,
        'track-rbf': 'fullRbf',
        'track-mempool-block': 3,
        'track-addresses': ['a', 1, 'b'],
        'track-address': 'bc1q',
        'track-txs': ['x'],
        'watch-mempool': true,
        'track-tx': txid,
        'refresh-blocks': true,
        action: 'want',
        data: ['stats', 'blocks', 'nonsense', 'blocks'],
      }),
    ).toEqual([
      { type: 'want', names: ['blocks', 'stats'] },
      { type: 'refresh-blocks' },
      { type: 'track-tx', txid: txid.toLowerCase(), watchMempool: true },
      { type: 'track-txs', txids: ['x'] },
      { type: 'track-address', address: 'bc1q' },
      { type: 'track-addresses', addresses: ['a', 'b'] },
      { type: 'track-mempool-block', index: 3 },
      { type: 'track-rbf', mode: 'fullRbf' },
      { type: 'track-rbf-summary', on: true },
    ])
  })

  it.each<[string, unknown, unknown]>([
    ['a txid that is not one', { 'track-tx': 'stop' }, { type: 'track-tx', txid: undefined }],
    ['a mempool block past the 8th', { 'track-mempool-block': 8 }, { index: undefined }],
    ['mempool block -1', { 'track-mempool-block': -1 }, { index: undefined }],
    ['a fractional mempool block', { 'track-mempool-block': 1.5 }, { index: undefined }],
    ['an rbf mode of another name', { 'track-rbf': 'stop' }, { mode: undefined }],
    ['an address that is not a string', { 'track-address': 42 }, { address: undefined }],
    ['an rbf summary that is not true', { 'track-rbf-summary': 'yes' }, { on: false }],
  ])('reads %s as a stop', (_, frame, expected) => {
    expect(parseCommands(frame)).toEqual([expect.objectContaining(expected as object)])
  })

  it.each([null, [], 'init', 42, { action: 'unknown' }, { historicalDate: 1 }])(
    'finds nothing in %j',
    (frame) => {
      expect(parseCommands(frame)).toEqual([])
    },
  )
})
