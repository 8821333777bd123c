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

  it('reads the later commands with mempool’s rules for each value', () => {
    expect(
      parseCommands({
        'track-stratum': 'all',
        'track-mempool': false,
        'track-mempool-txids': true,
        'track-donation': 'a'.repeat(22),
        'track-accelerations': true,
        'track-wallet': 'simnet-pools',
        'track-scriptpubkeys': ['0014AB', 'zz', 7, '51'],
      }),
    ).toEqual([
      { type: 'track-scriptpubkeys', scripts: ['0014ab', '51'] },
      { type: 'track-wallet', wallet: 'simnet-pools' },
      { type: 'track-accelerations', on: true },
      { type: 'track-donation', id: 'a'.repeat(22) },
      { type: 'track-mempool-txids', on: true },
      { type: 'track-mempool', on: false },
      { type: 'track-stratum', pool: 'all' },
    ])
    expect(parseCommands({ 'track-stratum': 111 })).toEqual([{ type: 'track-stratum', pool: 111 }])
  })

  it.each<[string, unknown, unknown]>([
    ['wallet "stop"', { 'track-wallet': 'stop' }, { type: 'track-wallet', wallet: undefined }],
    ['a wallet that is no name', { 'track-wallet': 5 }, { wallet: undefined }],
    ['accelerations false', { 'track-accelerations': false }, { on: false }],
    ['stratum false', { 'track-stratum': false }, { type: 'track-stratum', pool: undefined }],
    ['stratum of no pool', { 'track-stratum': 'x' }, { pool: undefined }],
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

  it.each([
    null,
    [],
    'init',
    42,
    { action: 'unknown' },
    { historicalDate: 1 },
    // mempool ignores these values: the subscriptions stay as they were.
    { 'track-mempool-txids': 'yes', 'track-mempool': 1 },
    { 'track-wallet': '', 'track-accelerations': null, 'track-stratum': null },
    { 'track-donation': 'short', 'track-scriptpubkeys': '0014ab' },
  ])('finds nothing in %j', (frame) => {
    expect(parseCommands(frame)).toEqual([])
  })
})
