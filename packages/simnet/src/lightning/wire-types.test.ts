import { beforeAll, describe, expect, it } from 'vitest'
import { generateHistory } from '../chain/history.js'
import { bitcoinParams } from '../params.js'
import { channelJson, nodeJson } from './format.js'
import {
  channelsGeoJson,
  countriesJson,
  countryNodesJson,
  ispNodesJson,
  ispRankingJson,
  worldJson,
} from './geography.js'
import { buildGraph } from './graph.js'
import { nodeChannels, nodeChannelsPage } from './node-channels.js'
import { rankingJson } from './rankings.js'
import { searchJson } from './search.js'
import { latestStatistics, nodeHistory } from './statistics.js'
import type { LightningGraph, LnNode } from './types.js'

// Every answer survives JSON unchanged (no undefined field, no NaN, no BigInt), and carries the quirks of
// mempool's MySQL rows that the app must meet: a SUM capacity as a decimal string, a 0/1 flag. Their full
// shapes are held to the real service's by test/conformance.test.ts (explorer-client/conformance).

let graph: LightningGraph
let hub: LnNode

beforeAll(() => {
  graph = buildGraph(
    generateHistory({ ...bitcoinParams.main, historyBlocks: 200, fullBlocks: 5 }, 1),
  )
  hub = graph.nodes[0] as LnNode
}, 60_000)

const jsonSafe = (value: unknown) => expect(JSON.parse(JSON.stringify(value))).toStrictEqual(value)

describe('answers in the client’s wire types', () => {
  it('nodes, their statistics and channels', () => {
    const node = nodeJson(hub)
    const history = nodeHistory(graph, hub)
    const open = nodeChannelsPage(graph, hub, nodeChannels(graph, hub, 'open'), 0)
    const closed = nodeChannelsPage(graph, hub, nodeChannels(graph, hub, 'closed'), 0)
    for (const value of [node, history, open, closed]) jsonSafe(value)
    expect(open).toHaveLength(10)
  })

  it('sends SQL sums as decimal strings (0 without active channels) and flags as 0/1', () => {
    expect(nodeJson(hub).capacity).toBe(String(hub.capacity))
    const idle = graph.nodes.find((n) => n.activeChannels === 0)
    if (idle) expect(nodeJson(idle).capacity).toBe(0)
    const page = nodeChannelsPage(graph, hub, nodeChannels(graph, hub, 'open'), 0)
    for (const { node } of page)
      expect(typeof node.capacity === 'string' || node.capacity === 0).toBe(true)
    const channel = graph.channels.find((c) => c.policy2.disabled) ?? graph.channels[0]
    if (!channel) throw new Error('no channels')
    const json = channelJson(graph, channel)
    expect(json.node_left.is_disabled).toBe(channel.policy1.disabled ? 1 : 0)
    expect(json.node_right.is_disabled).toBe(channel.policy2.disabled ? 1 : 0)
    expect(
      rankingJson(graph, 'age').every(
        (n) => n.subdivision === null || typeof n.subdivision === 'string',
      ),
    ).toBe(true)
  })

  it('channels, open and closed', () => {
    for (const status of [0, 1, 2]) {
      const found = graph.channels.find((c) => c.status === status)
      if (!found) throw new Error(`no channel with status ${status}`)
      const channel = channelJson(graph, found)
      jsonSafe(channel)
    }
  })

  it('statistics, rankings, places, maps and search', () => {
    const statistics = latestStatistics(graph)
    const ranked = rankingJson(graph, 'age')
    const countries = countriesJson(graph)
    const inCountry = countryNodesJson(graph, 'US')
    const perIsp = ispNodesJson(graph, [24940])
    const isps = ispRankingJson(graph)
    const geo = channelsGeoJson(graph, undefined)
    const world = worldJson(graph)
    const search = searchJson(graph, '8')
    const all = [statistics, ranked, countries, inCountry, perIsp, isps, geo, world, search]
    for (const value of all) jsonSafe(value)
    expect(inCountry?.nodes.length).toBeGreaterThan(0)
    expect(perIsp?.nodes.length).toBeGreaterThan(0)
    expect(search.channels.length).toBeGreaterThan(0)
  })
})
