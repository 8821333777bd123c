import { nodeJson } from './format.js'
import type { LightningGraph, LnNode } from './types.js'

/** How many nodes simnet's operator runs: mempool.space lists about 40 per network. */
const groupSize = 8

const cache = new WeakMap<LightningGraph, LnNode[]>()

/**
 * The nodes the simulated service's operator runs, standing in for mempool.space's own (`nodes.routes.ts`
 * `$getNodeGroup` keeps a list of public keys per network): a fixed handful of the graph's announced nodes
 * with channels, the same for every answer.
 */
export function operatorNodes(graph: LightningGraph): LnNode[] {
  let nodes = cache.get(graph)
  if (!nodes) {
    nodes = graph.nodes
      .filter((node) => node.activeChannels > 0 && node.reach !== 'unannounced')
      .sort((a, b) => (a.publicKey < b.publicKey ? -1 : 1))
      .slice(0, groupSize)
    cache.set(graph, nodes)
  }
  return nodes
}

/** `/nodes/group/:name`: the name is not read (mempool's route answers its one list for any), each node as `/nodes/:public_key`. */
export const nodeGroupJson = (graph: LightningGraph) => operatorNodes(graph).map(nodeJson)
