import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { generateHistory, type SimChain } from '../chain/history.js'
import { bitcoinParams } from '../params.js'
import { hostileAliases } from './aliases.js'
import { buildGraph, lightningGraph } from './graph.js'
import { ispByAsn } from './isps.js'
import { countries } from './places.js'
import type { LightningGraph, LnChannel } from './types.js'

// The main network's graph over its full generated chain: size, realism and determinism.

let sim: SimChain
let graph: LightningGraph

beforeAll(() => {
  sim = generateHistory(bitcoinParams.main, 1)
  graph = lightningGraph(sim)
}, 120_000)

const digest = (g: LightningGraph) =>
  createHash('sha256')
    .update(JSON.stringify({ nodes: g.nodes, channels: g.channels }))
    .digest('hex')

const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

describe('determinism', () => {
  it('builds the same graph again from the same chain', () => {
    expect(digest(buildGraph(sim))).toBe(digest(graph))
  })

  it('does not depend on draws from the chain generator since the history', () => {
    for (let i = 0; i < 5; i++) sim.rng.next()
    expect(digest(buildGraph(sim))).toBe(digest(graph))
  })

  it('builds a different graph from another seed', () => {
    const other = generateHistory({ ...bitcoinParams.main, historyBlocks: 150, fullBlocks: 5 }, 2)
    const built = buildGraph(other)
    expect(built.nodes[0]?.publicKey).not.toBe(graph.nodes[0]?.publicKey)
    expect(digest(built)).not.toBe(digest(graph))
  })

  it('is built once per chain and kept', () => {
    expect(lightningGraph(sim)).toBe(graph)
  })

  it('builds in well under the time of a request', () => {
    // CPU time, not wall time: the suite shares two cores with other work. About 11,000 stand-in funding
    // and closing transactions (built, serialised, hashed) are part of the build, every channel's
    // transaction existing: about a second of it.
    const start = process.cpuUsage()
    buildGraph(sim)
    const used = process.cpuUsage(start)
    expect((used.user + used.system) / 1000).toBeLessThan(2500)
  })
})

describe('size and shape', () => {
  it('has at least 1,500 nodes and 8,000 open channels, besides closed ones', () => {
    expect(graph.nodes.length).toBeGreaterThanOrEqual(1500)
    expect(graph.channels.filter((c) => c.status !== 2).length).toBeGreaterThanOrEqual(8000)
    expect(graph.channels.filter((c) => c.status === 2).length).toBeGreaterThan(1000)
    expect(graph.channels.filter((c) => c.status === 0).length).toBeGreaterThan(0)
  })

  it('has a few big hubs and a long tail of small nodes (power-law degrees)', () => {
    const degrees = graph.nodes.map((n) => n.activeChannels).sort((a, b) => b - a)
    const biggest = degrees[0] ?? 0
    expect(biggest).toBeGreaterThan(20 * median(degrees.slice()))
    expect(biggest).toBeLessThan(graph.channels.length * 0.1)
    expect(degrees.filter((d) => d >= 100).length).toBeGreaterThanOrEqual(5)
    expect(degrees.filter((d) => d <= 3).length).toBeGreaterThan(graph.nodes.length / 4)
  })

  it('has log-normal capacities with a median of a few million sat', () => {
    const capacities = graph.channels.filter((c) => c.status === 1).map((c) => c.capacity)
    const mid = median(capacities)
    expect(mid).toBeGreaterThanOrEqual(2_000_000)
    expect(mid).toBeLessThanOrEqual(5_000_000)
    expect(Math.max(...capacities)).toBeGreaterThan(50 * mid)
    expect(Math.min(...capacities)).toBeGreaterThanOrEqual(20_000)
  })

  it('gives every node a unique compressed key, a colour and an alias of at most 32 bytes', () => {
    expect(new Set(graph.nodes.map((n) => n.publicKey)).size).toBe(graph.nodes.length)
    for (const node of graph.nodes) {
      expect(node.publicKey).toMatch(/^0[23][0-9a-f]{64}$/)
      expect(node.color).toMatch(/^#[0-9a-f]{6}$/)
      expect(Buffer.byteLength(node.alias)).toBeLessThanOrEqual(32)
    }
    const aliases = new Set(graph.nodes.map((n) => n.alias))
    for (const alias of hostileAliases) expect(aliases).toContain(alias)
    expect(aliases).toContain('')
    expect([...aliases].some((a) => /\p{Extended_Pictographic}/u.test(a))).toBe(true)
  })

  it('announces clearnet, Tor, both or no addresses, and locates exactly the clearnet nodes', () => {
    const reach = new Map<string, number>()
    for (const node of graph.nodes) {
      reach.set(node.reach, (reach.get(node.reach) ?? 0) + 1)
      const sockets = node.sockets ? node.sockets.split(',') : []
      const onion = sockets.filter((s) => /^[a-z2-7]{55}d\.onion:9735$/.test(s))
      const clear = sockets.filter((s) => /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]):\d{4}$/.test(s))
      expect(onion.length + clear.length).toBe(sockets.length)
      expect(onion.length > 0).toBe(node.reach === 'tor' || node.reach === 'clearnet_tor')
      expect(clear.length > 0).toBe(node.reach === 'clearnet' || node.reach === 'clearnet_tor')
      expect(node.location !== undefined).toBe(clear.length > 0)
      const location = node.location
      if (location) {
        expect(ispByAsn.get(location.asn)).toBe(location.isp)
        expect(countries.get(location.country.iso)).toBe(location.country)
        expect(Math.abs(location.latitude)).toBeLessThanOrEqual(90)
        expect(location.country.names.en).toBeTruthy()
      }
    }
    for (const kind of ['tor', 'clearnet', 'clearnet_tor', 'unannounced']) {
      expect(reach.get(kind) ?? 0).toBeGreaterThan(graph.nodes.length / 20)
    }
    const asns = new Set(graph.nodes.map((n) => n.location?.asn))
    for (const asn of [16509, 24940, 14061, 16276, 396982, 7922, 3320]) expect(asns).toContain(asn)
  })
})

describe('consistency', () => {
  it('counts each node’s channels and capacity from the channels it is in', () => {
    const sums = graph.nodes.map(() => ({ active: 0, capacity: 0, open: 0, closed: 0, all: 0 }))
    for (const channel of graph.channels) {
      for (const index of [channel.node1, channel.node2]) {
        const sum = sums[index]
        if (!sum) throw new Error(`channel ${channel.shortId} names missing node ${index}`)
        sum.all++
        if (channel.status === 1) {
          sum.active++
          sum.capacity += channel.capacity
        }
        if (channel.status === 2) sum.closed++
        else sum.open++
      }
    }
    graph.nodes.forEach((node, i) => {
      expect(node.index).toBe(i)
      expect({
        active: node.activeChannels,
        capacity: node.capacity,
        open: node.openChannels,
        closed: node.closedChannels,
        all: node.channels.length,
      }).toEqual(sums[i])
    })
  })

  it('joins two distinct nodes per channel, the lesser key first, and every node has one', () => {
    for (const channel of graph.channels) {
      const [a, b] = [graph.nodes[channel.node1], graph.nodes[channel.node2]]
      expect(a && b && a.publicKey < b.publicKey).toBe(true)
    }
    expect(graph.nodes.every((n) => n.channels.length > 0)).toBe(true)
  })

  it('packs each unique short id into the channel id, at heights up to the tip', () => {
    expect(graph.byShortId.size).toBe(graph.channels.length)
    for (const channel of graph.channels) {
      expect(channel.shortId).toBe(`${channel.height}x${channel.txIndex}x${channel.vout}`)
      const id = BigInt(channel.id)
      expect(Number(id >> 40n)).toBe(channel.height)
      expect(Number((id >> 16n) & 0xffffffn)).toBe(channel.txIndex)
      expect(Number(id & 0xffffn)).toBe(channel.vout)
      expect(channel.height).toBeLessThanOrEqual(sim.chain.params.tipHeight)
      expect(channel.created).toBeLessThanOrEqual(graph.now)
      expect(Number.isInteger(channel.created) && Number.isInteger(channel.updatedAt)).toBe(true)
      expect(channel.txid).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it('gives closed channels closing data after opening, and open ones none', () => {
    for (const channel of graph.channels) {
      const closing = channel.closing
      if (channel.status !== 2) {
        expect(closing).toBeUndefined()
        continue
      }
      if (!closing) throw new Error(`closed channel ${channel.shortId} without closing data`)
      expect(closing.txid).toMatch(/^[0-9a-f]{64}$/)
      expect([1, 2, 3, 4]).toContain(closing.reason)
      expect(closing.time).toBeGreaterThan(channel.created)
      expect(Number.isInteger(closing.time)).toBe(true)
      expect(closing.time).toBeLessThanOrEqual(graph.now)
      expect(channel.end).toBe(closing.time)
      expect(closing.fee).toBeGreaterThan(0)
      expect(closing.balances[0] + closing.balances[1] + closing.fee).toBe(channel.capacity)
      if (closing.closedBy !== undefined) {
        expect([channel.node1, channel.node2]).toContain(closing.closedBy)
      }
    }
    const reasons = new Set(graph.channels.map((c) => c.closing?.reason))
    for (const reason of [1, 2, 3, 4]) expect(reasons).toContain(reason)
  })

  it('funds recent channels with P2WSH outputs of the chain, closed ones by the spending tx', () => {
    const onChain = graph.channels.filter((c) => c.onChain)
    expect(onChain.filter((c) => c.status === 2).length).toBeGreaterThan(20)
    expect(onChain.filter((c) => c.status !== 2).length).toBeGreaterThan(30)
    for (const channel of onChain) {
      const block = sim.chain.blockAt(channel.height)
      expect(block?.txids[channel.txIndex]).toBe(channel.txid)
      const output = sim.chain.txs.get(channel.txid)?.outputs[channel.vout]
      expect(output?.type).toBe('v0_p2wsh')
      expect(output?.value).toBe(channel.capacity)
      expect(channel.created).toBe(block?.time)
      const spend = sim.chain.spends.get(`${channel.txid}:${channel.vout}`)
      expect(spend?.txid).toBe(channel.closing?.txid)
      if (channel.closing) {
        const closer = sim.chain.txs.get(channel.closing.txid)
        expect(closer?.confirmation?.time).toBe(channel.closing.time)
        expect(closer?.fee).toBe(channel.closing.fee)
      }
    }
  })

  it('dates the other channels, and their closes, before the generated history, with transactions', () => {
    const first = sim.chain.blocks[0]
    if (!first) throw new Error('no blocks')
    for (const channel of graph.channels.filter((c) => !c.onChain)) {
      expect(channel.height).toBeLessThan(first.height)
      expect(channel.created).toBeLessThan(first.time)
      if (channel.closing) expect(channel.closing.time).toBeLessThan(first.time)
      // A stand-in funding transaction, confirmed at the channel's height and time, before the history.
      const funding = sim.chain.txs.get(channel.txid)
      expect(funding?.confirmation).toMatchObject({ height: channel.height, time: channel.created })
      const output = funding?.outputs[channel.vout]
      expect(output?.type).toBe('v0_p2wsh')
      expect(output?.value).toBe(channel.capacity)
      const spend = sim.chain.spends.get(`${channel.txid}:${channel.vout}`)
      expect(spend?.txid).toBe(channel.closing?.txid)
      if (channel.closing) {
        const closer = sim.chain.txs.get(channel.closing.txid)
        expect(closer?.confirmation?.time).toBe(channel.closing.time)
        expect(closer?.fee).toBe(channel.closing.fee)
        expect(closer?.confirmation?.height).toBeLessThan(first.height)
      }
    }
  })

  it('indexes channels by funding and closing txid', () => {
    const some = graph.channels.filter((c) => c.closing).slice(0, 50)
    for (const channel of some) {
      expect(graph.byTxid.get(channel.txid)).toContain(channel)
      expect(graph.byTxid.get(channel.closing?.txid ?? '')).toContain(channel)
    }
  })

  it('keeps policies within what nodes announce', () => {
    const check = (channel: LnChannel) => {
      for (const policy of [channel.policy1, channel.policy2]) {
        expect(policy.maxHtlc).toBeLessThanOrEqual(channel.capacity * 1000)
        expect(policy.minHtlc).toBeLessThan(policy.maxHtlc)
        expect(policy.feeRate).toBeGreaterThanOrEqual(0)
        expect(policy.updatedAt).toBeGreaterThanOrEqual(channel.created)
        expect(policy.updatedAt).toBeLessThanOrEqual(graph.now)
      }
      expect(channel.updatedAt).toBe(Math.max(channel.policy1.updatedAt, channel.policy2.updatedAt))
    }
    graph.channels.forEach(check)
  })
})
