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
