import { describe, expect, it } from 'vitest'
import { FrameCache, FrameParts, jsonArray, jsonRecord, part, rawPart, toJson } from './ws-frame.js'

describe('frames', () => {
  it('joins parts into one JSON object, a later part of a key replacing the earlier', () => {
    const parts = new FrameParts().add(
      part('pong', true),
      part('vBytesPerSecond', 1),
      undefined,
      part('vBytesPerSecond', 2),
    )
    const frame = new FrameCache().frame(parts.list())
    expect(JSON.parse(frame.toString())).toEqual({ pong: true, vBytesPerSecond: 2 })
    expect(frame.toString()).toBe('{"pong":true,"vBytesPerSecond":2}')
  })

  it('serialises the same shared parts once, and never caches a personal part', () => {
    const cache = new FrameCache()
    const shared = [part('vBytesPerSecond', 5), part('txConfirmed', 'ab')]
    expect(cache.frame(shared)).toBe(cache.frame([...shared]))
    const personal = [part('txConfirmed', 'cd', false)]
    expect(cache.frame(personal)).not.toBe(cache.frame(personal))
    expect(cache.frame(personal).toString()).toBe('{"txConfirmed":"cd"}')
  })

  it('combines serialised values without parsing them again', () => {
    const items = [toJson<object>({ a: 1 }), toJson<object>({ b: [2] })]
    expect(JSON.parse(jsonArray(items))).toEqual([{ a: 1 }, { b: [2] }])
    expect(JSON.parse(jsonRecord([['x"y', toJson(3)]]))).toEqual({ 'x"y': 3 })
    const frame = new FrameCache().frame([rawPart('track-txs-error', toJson('too many'))])
    expect(JSON.parse(frame.toString())).toEqual({ 'track-txs-error': 'too many' })
  })
})
