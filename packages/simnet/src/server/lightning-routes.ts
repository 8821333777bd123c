import type { SimChain } from '../chain/history.js'
import {
  asnsParam,
  channelParam,
  countryParam,
  indexParam,
  intervalParam,
  nodeParam,
  statusParam,
} from '../lightning/checks.js'
import { channelJson, nodeJson } from '../lightning/format.js'
import {
  channelsGeoJson,
  countriesJson,
  countryNodesJson,
  ispNodesJson,
  ispRankingJson,
  widgetGeo,
  worldJson,
} from '../lightning/geography.js'
import { lightningGraph, lightningNetworks } from '../lightning/graph.js'
import { nodeGroupJson } from '../lightning/group.js'
import {
  feeHistogramJson,
  nodeChannels,
  nodeChannelsPage,
  nodeChannelsTree,
} from '../lightning/node-channels.js'
import { penaltiesJson } from '../lightning/penalties.js'
import { type Ranking, rankingJson, rankingsSummaryJson } from '../lightning/rankings.js'
import { searchJson } from '../lightning/search.js'
import { latestStatistics, networkHistory, nodeHistory } from '../lightning/statistics.js'
import type { LightningGraph } from '../lightning/types.js'
import { HttpError, type Reply, type Router } from './router.js'

const ln = '/v1/lightning'

/** The chain's graph; Lightning runs on main, testnet and signet only, as on mempool.space. */
function graphOf(sim: SimChain): LightningGraph {
  if (!lightningNetworks.includes(sim.chain.params.name)) {
    throw new HttpError(404, 'Lightning is not available on this network')
  }
  return lightningGraph(sim)
}

const withTotal = (json: unknown, total: number): Reply => ({
  json,
  headers: { 'X-Total-Count': String(total) },
})

const rankings: readonly string[] = ['liquidity', 'connectivity', 'age']

/**
 * A node by key for the routes whose mempool query takes the key unchecked: an unknown or malformed key
 * finds no rows there (an empty answer, not a 404 or 400).
 */
const knownNode = (graph: LightningGraph, key: string | null | undefined) =>
  graph.byPublicKey.get((key ?? '').toLowerCase())

/** `/v1/lightning/*`: mempool's Lightning explorer routes over the simulated graph. */
export function lightningRoutes(router: Router<SimChain>): Router<SimChain> {
  return router
    .get(`${ln}/statistics/latest`, ({ state }) => ({ json: latestStatistics(graphOf(state)) }))
    .get(`${ln}/statistics/:interval`, ({ state, params }) => {
      const graph = graphOf(state)
      const since = graph.now - intervalParam(params.interval)
      const rows = networkHistory(graph)
      // mempool's history rows carry no node_count (the four kinds add up to it).
      const served = rows
        .filter((row) => row.added >= since)
        .reverse()
        .map(({ node_count: _, ...row }) => row)
      return withTotal(served, rows.length)
    })
    .get(`${ln}/search`, ({ state, query }) => {
      // Only a missing searchText is refused: empty text searches (and finds the largest nodes).
      const text = query.get('searchText')
      if (text === null) throw new HttpError(400, 'Missing parameter: searchText')
      return { json: searchJson(graphOf(state), text) }
    })
    .get(`${ln}/nodes/search/:search`, ({ state, params }) => ({
      json: searchJson(graphOf(state), params.search ?? '').nodes,
    }))
    .get(`${ln}/channels/search/:search`, ({ state, params }) => ({
      json: searchJson(graphOf(state), params.search ?? '').channels,
    }))
    .get(`${ln}/nodes/world`, ({ state }) => ({ json: worldJson(graphOf(state)) }))
    .get(`${ln}/nodes/countries`, ({ state }) => ({ json: countriesJson(graphOf(state)) }))
    .get(`${ln}/nodes/country/:country`, ({ state, params }) => {
      const found = countryNodesJson(graphOf(state), countryParam(params.country))
      if (!found) {
        throw new HttpError(
          404,
          'This country does not exist or does not host any lightning nodes on clearnet',
        )
      }
      return { json: found }
    })
    .get(`${ln}/nodes/isp-ranking`, ({ state }) => ({ json: ispRankingJson(graphOf(state)) }))
    .get(`${ln}/nodes/isp/:isp`, ({ state, params }) => {
      const found = ispNodesJson(graphOf(state), asnsParam(params.isp))
      if (!found) {
        throw new HttpError(
          404,
          'This ISP does not exist or does not host any lightning nodes on clearnet',
        )
      }
      return { json: found }
    })
    .get(`${ln}/nodes/rankings`, ({ state }) => ({ json: rankingsSummaryJson(graphOf(state)) }))
    .get(`${ln}/nodes/rankings/:ranking`, ({ state, params }) => {
      const ranking = params.ranking ?? ''
      // mempool registers the three rankings as routes of their own: any other is no route, a 404.
      if (!rankings.includes(ranking)) {
        throw new HttpError(
          404,
          `endpoint does not exist "/api/v1/lightning/nodes/rankings/${ranking}"`,
        )
      }
      return { json: rankingJson(graphOf(state), ranking as Ranking) }
    })
    .get(`${ln}/nodes/:public_key/statistics`, ({ state, params }) => {
      const graph = graphOf(state)
      const node = knownNode(graph, params.public_key)
      return { json: node ? nodeHistory(graph, node) : [] }
    })
    .get(`${ln}/nodes/:public_key/fees/histogram`, ({ state, params }) => {
      const graph = graphOf(state)
      const node = knownNode(graph, params.public_key)
      return { json: node ? feeHistogramJson(graph, node) : { incoming: [], outgoing: [] } }
    })
    .get(`${ln}/nodes/:public_key`, ({ state, params }) => ({
      json: nodeJson(nodeParam(graphOf(state), params.public_key)),
    }))
    .get(`${ln}/channels/txids`, ({ state, query }) => {
      const graph = graphOf(state)
      // As Express parses the query: `txId[]=` (or `txId` given twice) is an array, a lone `txId` is not.
      const plain = query.getAll('txId')
      const given = [...query.getAll('txId[]'), ...(plain.length > 1 ? plain : [])]
      if (given.length === 0) throw new HttpError(400, 'Not an array')
      if (given.length > 1000) throw new HttpError(400, 'Too many transactions: at most 1000')
      // Ids that are not 64 hex are dropped, as mempool's TXID_REGEX filter does: no entry, no 400.
      const txids = given.filter((txid) => /^[0-9a-f]{64}$/i.test(txid))
      return {
        json: txids
          .map((txid) => txid.toLowerCase())
          .map((txid) => {
            const inputs: Record<string, unknown> = {}
            const outputs: Record<string, unknown> = {}
            for (const channel of graph.byTxid.get(txid) ?? []) {
              if (channel.txid === txid) outputs[channel.vout] = channelJson(graph, channel, false)
              else if (!inputs[0]) inputs[0] = channelJson(graph, channel, false)
            }
            return { inputs, outputs }
          }),
      }
    })
    .get(`${ln}/channels`, ({ state, query }) => {
      const graph = graphOf(state)
      if (!query.get('public_key')) throw new HttpError(400, 'Missing parameter: public_key')
      const index = indexParam(query.get('index'))
      const status = statusParam(query.get('status'))
      const node = knownNode(graph, query.get('public_key'))
      if (!node) return withTotal([], 0)
      const channels = nodeChannels(graph, node, status)
      const page =
        index === -1
          ? nodeChannelsTree(graph, node, channels)
          : nodeChannelsPage(graph, node, channels, index)
      return withTotal(page, channels.length)
    })
    .get(`${ln}/channels/:short_id`, ({ state, params }) => {
      const graph = graphOf(state)
      return { json: channelJson(graph, channelParam(graph, params.short_id)) }
    })
    .get(`${ln}/channels-geo/:public_key?`, ({ state, params, query }) => {
      const graph = graphOf(state)
      const key = params.public_key
      const node = key === undefined ? undefined : knownNode(graph, key)
      const channels = key !== undefined && !node ? [] : channelsGeoJson(graph, node)
      return { json: query.get('style') === 'widget' ? channels.map(widgetGeo) : channels }
    })
    .get(`${ln}/penalties`, ({ state }) => ({ json: penaltiesJson(graphOf(state)) }))
    .get(`${ln}/nodes/group/:name`, ({ state }) => ({ json: nodeGroupJson(graphOf(state)) }))
}
