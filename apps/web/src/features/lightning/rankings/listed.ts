import type { ListedNode } from '@outpoint/explorer-client'
import type { TableNode } from './NodeTable'

/** Country and ISP lists spell nodes with snake_case keys: the table's shape, largest first. */
export function tableNodes(nodes: readonly ListedNode[]): TableNode[] {
  return nodes
    .map((n) => ({
      publicKey: n.public_key,
      alias: n.alias,
      capacity: n.capacity,
      channels: n.channels,
      firstSeen: n.first_seen,
      city: n.city,
      country: n.country,
    }))
    .sort((a, b) => b.capacity - a.capacity)
}

/** Nodes, channels and capacity of a list, for a page's summary line. */
export function listTotals(nodes: readonly TableNode[]) {
  return {
    nodes: nodes.length,
    channels: nodes.reduce((sum, n) => sum + n.channels, 0),
    capacity: nodes.reduce((sum, n) => sum + n.capacity, 0),
  }
}
