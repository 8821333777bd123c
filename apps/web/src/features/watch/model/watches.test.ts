import { describe, expect, it } from 'vitest'
import { mergeWatches, parseWatchFile, toggleWatch, type Watch, watchFileText } from './watches'

const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const txid = 'ab'.repeat(32)
const a: Watch = { type: 'address', network: 'main', id: address, added: 1 }
const t: Watch = { type: 'transaction', network: 'testnet4', id: txid, added: 2 }

describe('watch file', () => {
  it('reads back what it writes', () => {
    expect(parseWatchFile(watchFileText([a, t]))).toEqual({ ok: true, watches: [a, t] })
  })

  it('names the first bad entry by index and field', () => {
    const file = (watches: unknown[]) => JSON.stringify({ version: 1, watches })
    expect(parseWatchFile(file([a, { ...t, network: 'mars' }]))).toEqual({
      ok: false,
      problem: { kind: 'entry', index: 1, field: 'network', value: 'mars' },
    })
    expect(parseWatchFile(file([{ ...t, id: 'xyz' }]))).toMatchObject({
      problem: { index: 0, field: 'id', value: 'xyz' },
    })
    expect(parseWatchFile(file([{ ...a, type: 'block' }]))).toMatchObject({
      problem: { field: 'type', value: 'block' },
    })
    expect(parseWatchFile(file([5]))).toMatchObject({ problem: { field: 'entry', value: '5' } })
  })

  it('refuses a mainnet address watched on testnet', () => {
    const text = JSON.stringify({ version: 1, watches: [{ ...a, network: 'testnet' }] })
    expect(parseWatchFile(text)).toMatchObject({
      ok: false,
      problem: { field: 'id', value: address },
    })
  })

  it('refuses text that is not JSON, another shape or another version', () => {
    expect(parseWatchFile('{')).toEqual({ ok: false, problem: { kind: 'json' } })
    expect(parseWatchFile('[]')).toEqual({ ok: false, problem: { kind: 'shape' } })
    expect(parseWatchFile('{"version":2,"watches":[]}')).toEqual({
      ok: false,
      problem: { kind: 'version', value: '2' },
    })
  })

  it('keeps a watch imported twice once', () => {
    expect(parseWatchFile(watchFileText([a, a]))).toEqual({ ok: true, watches: [a] })
    expect(mergeWatches([a], [a, t])).toEqual([a, t])
  })
})

describe('toggleWatch', () => {
  it('adds, then removes', () => {
    const added = toggleWatch([], a)
    expect(added).toEqual([a])
    expect(toggleWatch(added, { ...a, added: 9 })).toEqual([])
  })
})
