import type { ExplorerClient } from '../client.js'
import type { BitcoinNetwork } from '../networks.js'
import { oneOf } from '../validate/params.js'
import { arrayOf, object } from '../validate/shape.js'
import type { LightningRankingsSummary, LightningStatisticsRow } from '../wire/lightning-network.js'
import { type CallOptions, endpoint } from './endpoint.js'

type LightningClient = ExplorerClient<BitcoinNetwork>

/** Intervals `/v1/lightning/statistics/:interval` accepts. */
export const lightningStatisticsIntervals = [
  '24h',
  '3d',
  '1w',
  '1m',
  '3m',
  '6m',
  '1y',
  '2y',
  '3y',
  'all',
] as const
export type LightningStatisticsInterval = (typeof lightningStatisticsIntervals)[number]

/** `GET /v1/lightning/statistics/:interval`: daily network rows over an interval (order as served: sort by `added`). */
export const getLightningStatisticsHistory = endpoint<
  (
    client: LightningClient,
    params: CallOptions & { interval: LightningStatisticsInterval },
  ) => Promise<LightningStatisticsRow[]>
>(
  'v1/lightning/statistics/:interval',
  arrayOf(object('added', 'channel_count', 'total_capacity')),
  {
    chain: 'bitcoin',
    rules: { interval: (name, value) => oneOf(name, value, lightningStatisticsIntervals) },
  },
)

/** `GET /v1/lightning/nodes/rankings`: the top few nodes by capacity and by channels. */
export const getLightningRankingsSummary = endpoint<
  (client: LightningClient, options?: CallOptions) => Promise<LightningRankingsSummary>
>('v1/lightning/nodes/rankings', object('topByCapacity', 'topByChannels'), { chain: 'bitcoin' })
