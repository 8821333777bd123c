import type { Network, Simnet } from './fixtures'

// Reads simnet's REST API directly: which nodes and channels exist, so the specs pick real ones.

export interface RankedNode {
  publicKey: string
  alias: string
  channels: number
}

export interface NodeChannelRow {
  short_id: string
  node: { public_key: string; channels: number }
}

/** The node with the most channels: hundreds on simnet's main graph. */
export async function busiestNode(simnet: Simnet, network: Network) {
  const ranking = await simnet.api<RankedNode[]>(
    network,
    '/v1/lightning/nodes/rankings/connectivity',
  )
  const top = ranking[0]
  if (!top) throw new Error(`no nodes on ${network}`)
  return top
}

/** A small peer of `publicKey` (fewest channels among its first open channels): out of the top rankings. */
export async function smallPeer(
  simnet: Simnet,
  network: Network,
  publicKey: string,
): Promise<string> {
  const rows = await simnet.api<NodeChannelRow[]>(
    network,
    `/v1/lightning/channels?public_key=${publicKey}&status=open&index=0`,
  )
  const peer = [...rows].sort((a, b) => a.node.channels - b.node.channels)[0]
  if (!peer) throw new Error('the node has no open channels')
  return peer.node.public_key
}

interface ChannelDetail {
  transaction_id: string
  closing_transaction_id: string | null
}

/**
 * Whether simnet holds the block `txid` confirmed in. Like electrs, simnet answers
 * `/block/:hash/status` for any hash, so a block it does not hold is told by `in_best_chain: false`,
 * not by an error.
 */
async function inHeldBlock(simnet: Simnet, network: Network, txid: string): Promise<boolean> {
  const status = await simnet.api<{ block_hash?: string }>(network, `/tx/${txid}/status`)
  if (!status.block_hash) return false
  const block = await simnet.api<{ in_best_chain: boolean }>(
    network,
    `/block/${status.block_hash}/status`,
  )
  return block.in_best_chain
}

/**
 * The most connected node whose latest closed channel simnet holds in full: its opening and closing
 * transactions in blocks of simnet's history. A channel older than the history has stand-in
 * transactions confirmed in blocks simnet does not hold (their block pages 404), and on the smaller
 * graphs, at some tip times, the busiest node's latest closed channel is such a one.
 */
export async function nodeWithHeldClosedChannel(simnet: Simnet, network: Network) {
  const ranking = await simnet.api<RankedNode[]>(
    network,
    '/v1/lightning/nodes/rankings/connectivity',
  )
  for (const node of ranking.slice(0, 20)) {
    const [latest] = await simnet.api<(NodeChannelRow & { id: string })[]>(
      network,
      `/v1/lightning/channels?public_key=${node.publicKey}&status=closed&index=0`,
    )
    if (!latest) continue
    const channel = await simnet.api<ChannelDetail>(network, `/v1/lightning/channels/${latest.id}`)
    const txids = [channel.transaction_id, channel.closing_transaction_id ?? '']
    const held = await Promise.all(txids.map((txid) => inHeldBlock(simnet, network, txid)))
    if (held.every(Boolean)) return node
  }
  throw new Error(`no node among ${network}'s top 20 has a closed channel simnet holds in full`)
}
