import { rankedNodeJson, shownAlias } from './format.js'
import type { LightningGraph, LnNode } from './types.js'

/** Node rankings, each computed once per graph. */

export type Ranking = 'liquidity' | 'connectivity' | 'age'

const byCapacity = (a: LnNode, b: LnNode) =>
  b.capacity - a.capacity || b.activeChannels - a.activeChannels
const byChannels = (a: LnNode, b: LnNode) =>
  b.activeChannels - a.activeChannels || b.capacity - a.capacity
const byAge = (a: LnNode, b: LnNode) => a.firstSeen - b.firstSeen

const sorters: Record<Ranking, (a: LnNode, b: LnNode) => number> = {
  liquidity: byCapacity,
  connectivity: byChannels,
  age: byAge,
}

const cache = new WeakMap<LightningGraph, Map<Ranking, LnNode[]>>()

/** The 100 nodes with the most capacity, the most channels, or the oldest (seen first). */
export function topNodes(graph: LightningGraph, ranking: Ranking): LnNode[] {
  let rankings = cache.get(graph)
  if (!rankings) {
    rankings = new Map()
    cache.set(graph, rankings)
  }
  let top = rankings.get(ranking)
  if (!top) {
    // The age ranking, as mempool's, lists nodes that are in today's statistics: active ones.
    const candidates =
      ranking === 'age' ? graph.nodes.filter((node) => node.activeChannels > 0) : graph.nodes
    top = candidates.slice().sort(sorters[ranking]).slice(0, 100)
    rankings.set(ranking, top)
  }
  return top
}

/** `/nodes/rankings/:ranking`. */
export const rankingJson = (graph: LightningGraph, ranking: Ranking) =>
  topNodes(graph, ranking).map(rankedNodeJson)

/** `/nodes/rankings`: the dashboard's six biggest by capacity and by channels. */
export function rankingsSummaryJson(graph: LightningGraph) {
  return {
    topByCapacity: topNodes(graph, 'liquidity')
      .slice(0, 6)
      .map((node) => ({
        publicKey: node.publicKey,
        alias: shownAlias(node),
        capacity: node.capacity,
      })),
    topByChannels: topNodes(graph, 'connectivity')
      .slice(0, 6)
      .map((node) => {
        const { city, country, iso_code, subdivision } = rankedNodeJson(node)
        return {
          publicKey: node.publicKey,
          alias: shownAlias(node),
          channels: node.activeChannels,
          city,
          country,
          iso_code,
          subdivision,
        }
      }),
  }
}
