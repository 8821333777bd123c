import type {
  ChannelGeo,
  CountryNodes,
  IspRanking,
  LightningChannel,
  LightningNode,
  LightningNodeStatistic,
  LightningSearchResult,
  LightningStatisticsLatest,
  LightningWorld,
  NodeChannel,
  NodesInCountry,
  NodesPerIsp,
  RankedNode,
} from '@outpoint/explorer-client'
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

// Every answer is built as the explorer client's wire type (the annotations below fail the typecheck
// otherwise) and survives JSON unchanged: no undefined field, no NaN, no BigInt.

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
    const node: LightningNode = nodeJson(hub)
    const history: LightningNodeStatistic[] = nodeHistory(graph, hub)
    const open: NodeChannel[] = nodeChannelsPage(graph, hub, nodeChannels(graph, hub, 'open'), 0)
    const closed: NodeChannel[] = nodeChannelsPage(
      graph,
      hub,
      nodeChannels(graph, hub, 'closed'),
      0,
    )
    for (const value of [node, history, open, closed]) jsonSafe(value)
    expect(open).toHaveLength(10)
  })

  it('channels, open and closed', () => {
    for (const status of [0, 1, 2]) {
      const found = graph.channels.find((c) => c.status === status)
      if (!found) throw new Error(`no channel with status ${status}`)
      const channel: LightningChannel = channelJson(graph, found)
      jsonSafe(channel)
    }
  })

  it('statistics, rankings, places, maps and search', () => {
    const statistics: LightningStatisticsLatest = latestStatistics(graph)
    const ranked: RankedNode[] = rankingJson(graph, 'age')
    const countries: CountryNodes[] = countriesJson(graph)
    const inCountry: NodesInCountry | undefined = countryNodesJson(graph, 'US')
    const perIsp: NodesPerIsp | undefined = ispNodesJson(graph, [24940])
    const isps: IspRanking = ispRankingJson(graph)
    const geo: ChannelGeo[] = channelsGeoJson(graph, undefined)
    const world: LightningWorld = worldJson(graph)
    const search: LightningSearchResult = searchJson(graph, '8')
    const all = [statistics, ranked, countries, inCountry, perIsp, isps, geo, world, search]
    for (const value of all) jsonSafe(value)
    expect(inCountry?.nodes.length).toBeGreaterThan(0)
    expect(perIsp?.nodes.length).toBeGreaterThan(0)
    expect(search.channels.length).toBeGreaterThan(0)
  })
})
