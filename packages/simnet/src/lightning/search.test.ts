import { beforeAll, describe, expect, it } from 'vitest'
import { generateHistory } from '../chain/history.js'
import { bitcoinParams } from '../params.js'
import { clampAlias } from './aliases.js'
import { featureBitsHex } from './features.js'
import { buildGraph } from './graph.js'
import { searchJson, searchWords } from './search.js'
import type { LightningGraph } from './types.js'

let graph: LightningGraph

beforeAll(() => {
  graph = buildGraph(
    generateHistory({ ...bitcoinParams.signet, historyBlocks: 200, fullBlocks: 5 }, 1),
  )
}, 60_000)

describe('search', () => {
  it('reduces text to the words mempool indexes', () => {
    expect(searchWords('ln.nicehash-com')).toEqual(['ln', 'nicehash', 'com'])
    expect(searchWords('<img src=x onerror=alert(1)>')).toEqual(['img', 'srcx', 'onerroralert1'])
    expect(searchWords('⚡ Zap ⚡')).toEqual(['zap'])
  })

  it('finds nodes by the start of each alias word, largest first, ten at most', () => {
    const hub = graph.nodes[0]
    if (!hub) throw new Error('no nodes')
    const word = searchWords(hub.alias)[0] ?? ''
    const found = searchJson(graph, word.slice(0, 4)).nodes
    expect(found[0]?.public_key).toBe(hub.publicKey)
    expect(found.length).toBeLessThanOrEqual(10)
    expect(found.every((n, i) => i === 0 || n.capacity <= (found[i - 1]?.capacity ?? 0))).toBe(true)
    const common = searchJson(graph, 'node').nodes
    expect(common).toHaveLength(10)
  })

  it("finds the ten largest nodes for text without a letter or digit, as LIKE '%' does", () => {
    const largest = [...graph.nodes].sort((a, b) => b.capacity - a.capacity).slice(0, 10)
    const found = searchJson(graph, '⚡!').nodes.map((n) => n.public_key)
    expect(found).toEqual(largest.map((n) => n.publicKey))
    expect(searchJson(graph, '').channels).toEqual([])
  })

  it('finds a node by the start of its public key', () => {
    const node = graph.nodes[123]
    if (!node) throw new Error('no node')
    const found = searchJson(graph, node.publicKey.slice(0, 12).toUpperCase()).nodes
    expect(found.map((n) => n.public_key)).toEqual([node.publicKey])
    expect(found[0]).toEqual({
      public_key: node.publicKey,
      alias: node.alias,
      capacity: node.capacity,
      channels: node.activeChannels,
      status: node.activeChannels > 0 ? 1 : 0,
    })
  })

  it('finds a hostile alias by its words and returns it unchanged', () => {
    const found = searchJson(graph, 'img src').nodes
    expect(found.map((n) => n.alias)).toContain('<img src=x onerror=alert(1)>')
  })

  it('finds channels by the start of their short id or integer id', () => {
    const channel = graph.channels[7]
    if (!channel) throw new Error('no channel')
    const prefix = channel.shortId.slice(0, channel.shortId.lastIndexOf('x'))
    const byShort = searchJson(graph, prefix).channels
    expect(byShort).toContainEqual({
      id: channel.id,
      short_id: channel.shortId,
      capacity: channel.capacity,
      status: channel.status,
    })
    expect(byShort.every((c) => c.short_id.startsWith(prefix))).toBe(true)
    expect(searchJson(graph, channel.id).channels.map((c) => c.id)).toEqual([channel.id])
    expect(searchJson(graph, 'abc').channels).toEqual([])
  })
})

describe('aliases and features', () => {
  it('cuts aliases to 32 bytes of UTF-8 without splitting a character', () => {
    expect(clampAlias('🦄'.repeat(9))).toBe('🦄'.repeat(8))
    expect(clampAlias('a'.repeat(40))).toHaveLength(32)
    expect(clampAlias(`${'a'.repeat(31)}é`)).toBe('a'.repeat(31))
  })

  it('prints feature bits as upper-case hex', () => {
    expect(featureBitsHex([0, 5, 7])).toBe('A1')
    expect(featureBitsHex([12, 14])).toBe('5000')
  })
})
