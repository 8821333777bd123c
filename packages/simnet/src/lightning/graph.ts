import type { SimChain } from '../chain/history.js'
import type { BitcoinNetworkName } from '../params.js'
import { createRng, type Rng } from '../rng.js'
import { generateChannels } from './channels.js'
import { chainClock, FundingPool } from './funding.js'
import { generateNodes } from './nodes.js'
import { addStandIns } from './stand-ins.js'
import type { LightningGraph, LnChannel, LnNode } from './types.js'

/** The networks mempool serves Lightning on. */
export const lightningNetworks: readonly BitcoinNetworkName[] = ['main', 'testnet', 'signet']

interface GraphSize {
  nodes: number
  open: number
  closed: number
  /** Unix time of the network's first channels. */
  start: number
}

const sizes: Partial<Record<BitcoinNetworkName, GraphSize>> = {
  main: { nodes: 1_600, open: 8_400, closed: 2_600, start: 1_516_000_000 },
  testnet: { nodes: 320, open: 1_250, closed: 400, start: 1_516_000_000 },
  signet: { nodes: 300, open: 1_200, closed: 350, start: 1_609_459_200 },
}

const day = 86_400

/**
 * The graph's generator, seeded from the history's first block hash (itself from the seed and the
 * network). Not a fork of `sim.rng`: forking draws from that shared generator, so the graph would depend
 * on how far the live simulation had used it when the first Lightning request came, and would shift it.
 */
function lightningRng(sim: SimChain): Rng {
  const first = sim.chain.blocks[0]?.hash ?? ''
  return createRng(Number.parseInt(first.slice(0, 8) || '0', 16)).fork('lightning')
}

/** Counts, capacity, first-seen and update times of each node, from its channels. */
function aggregate(rng: Rng, nodes: LnNode[], channels: LnChannel[], now: number, start: number) {
  for (const channel of channels) {
    for (const index of [channel.node1, channel.node2]) {
      const node = nodes[index]
      if (!node) continue
      node.channels.push(channel.index)
      if (channel.status === 2) node.closedChannels++
      else node.openChannels++
      if (channel.status === 1) {
        node.activeChannels++
        node.capacity += channel.capacity
      }
    }
  }
  for (const node of nodes) {
    let first = now
    let last = 0
    for (const index of node.channels) {
      const channel = channels[index]
      if (!channel) continue
      first = Math.min(first, channel.created)
      last = Math.max(last, channel.end ?? channel.updatedAt)
    }
    node.firstSeen = Math.max(start, first - rng.int(0, 20 * day))
    node.updatedAt =
      node.activeChannels > 0
        ? Math.max(node.firstSeen, Math.round(now - rng.exponential(2 * day)))
        : Math.min(now, last + rng.int(0, 3 * day))
  }
}

/** Generates the Lightning graph of a Bitcoin network's chain (main, testnet or signet). */
export function buildGraph(sim: SimChain): LightningGraph {
  const network = sim.chain.params.name
  const size = sizes[network]
  if (!size) throw new Error(`no Lightning network on ${network}`)
  const rng = lightningRng(sim)
  const clock = chainClock(sim)
  const generated = generateNodes(rng.fork('nodes'), size.nodes)
  const channels = generateChannels(
    rng.fork('channels'),
    generated,
    { open: size.open, closed: size.closed, start: size.start },
    clock,
    new FundingPool(sim),
  )
  const { nodes } = generated
  aggregate(rng.fork('times'), nodes, channels, clock.now, size.start)
  // Last, so that the graph drawn before stays the same: older channels get transactions the chain answers.
  addStandIns(sim.chain, rng.fork('stand-ins'), clock, channels)
  const byTxid = new Map<string, LnChannel[]>()
  const index = (txid: string, channel: LnChannel) => {
    const list = byTxid.get(txid)
    if (list) list.push(channel)
    else byTxid.set(txid, [channel])
  }
  for (const channel of channels) {
    index(channel.txid, channel)
    if (channel.closing) index(channel.closing.txid, channel)
  }
  return {
    network,
    now: clock.now,
    nodes,
    channels,
    byPublicKey: new Map(nodes.map((node) => [node.publicKey, node])),
    byShortId: new Map(channels.map((channel) => [channel.shortId, channel])),
    byTxid,
  }
}

const graphs = new WeakMap<SimChain, LightningGraph>()

/** The chain's Lightning graph, built on first use and kept as long as the chain. */
export function lightningGraph(sim: SimChain): LightningGraph {
  let graph = graphs.get(sim)
  if (!graph) {
    graph = buildGraph(sim)
    graphs.set(sim, graph)
  }
  return graph
}
