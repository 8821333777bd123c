import type { LocalisedName } from './lightning.js'

/**
 * A row of `/v1/lightning/statistics/:interval`: `added` is unix seconds here (an ISO date in
 * `/statistics/latest`). mempool's rows carry no `node_count`: it is the four node kinds added up.
 */
export interface LightningStatisticsRow {
  added: number
  channel_count: number
  node_count?: number
  total_capacity: number
  tor_nodes: number
  clearnet_nodes: number
  unannounced_nodes: number
  clearnet_tor_nodes: number
}

/** `/v1/lightning/nodes/rankings`: the dashboard's top nodes by capacity and by channel count. */
export interface LightningRankingsSummary {
  /** `nodes.capacity`: null until the node's first daily stats. */
  topByCapacity: { publicKey: string; alias: string; capacity: number | null }[]
  topByChannels: {
    publicKey: string
    alias: string
    channels: number | null
    city: LocalisedName | null
    country: LocalisedName | null
  }[]
}
