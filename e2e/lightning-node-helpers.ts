import type { APIRequestContext } from '@playwright/test'
import { type Network, networkPath, type Simnet } from './fixtures'

/** Reads simnet's REST API directly: which nodes and channels exist, so the specs pick real ones. */
export async function rest<T>(
  request: APIRequestContext,
  simnet: Simnet,
  network: Network,
  path: string,
): Promise<T> {
  const response = await request.get(`${simnet.url}${networkPath(network, `/api${path}`)}`)
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`)
  return (await response.json()) as T
}

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
export async function busiestNode(request: APIRequestContext, simnet: Simnet, network: Network) {
  const ranking = await rest<RankedNode[]>(
    request,
    simnet,
    network,
    '/v1/lightning/nodes/rankings/connectivity',
  )
  const top = ranking[0]
  if (!top) throw new Error(`no nodes on ${network}`)
  return top
}

/** A small peer of `publicKey` (fewest channels among its first open channels): out of the top rankings. */
export async function smallPeer(
  request: APIRequestContext,
  simnet: Simnet,
  network: Network,
  publicKey: string,
): Promise<string> {
  const rows = await rest<NodeChannelRow[]>(
    request,
    simnet,
    network,
    `/v1/lightning/channels?public_key=${publicKey}&status=open&index=0`,
  )
  const peer = [...rows].sort((a, b) => a.node.channels - b.node.channels)[0]
  if (!peer) throw new Error('the node has no open channels')
  return peer.node.public_key
}

/** Renames a node through simnet's control API (`POST /_simnet/lightning/alias`). */
export async function setAlias(
  request: APIRequestContext,
  simnet: Simnet,
  network: Network,
  publicKey: string,
  alias: string,
): Promise<void> {
  const response = await request.post(`${simnet.url}/_simnet/lightning/alias?network=${network}`, {
    data: { publicKey, alias },
  })
  if (!response.ok()) throw new Error(`alias: ${response.status()} ${await response.text()}`)
}
