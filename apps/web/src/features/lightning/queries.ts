import {
  type ExplorerClient,
  getIspRanking,
  getLightningNodeGroup,
  getLightningRankingsSummary,
  getLightningStatistics,
  getLightningStatisticsHistory,
  getNodeRanking,
  getNodesInCountry,
  getNodesPerCountry,
  getNodesPerIsp,
  getPenaltyChannels,
  type LightningStatisticsInterval,
  type NodeRanking,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { orNull } from '../../queries/orNull'
import { lightningClient, lightningKey } from './client'

// The Lightning graph changes a few times a day on mempool: minutes of freshness are plenty.
const staleTime = 5 * 60_000

export const statisticsQuery = (client: ExplorerClient) =>
  queryOptions({
    queryKey: lightningKey(client, 'statistics'),
    queryFn: ({ signal }) => getLightningStatistics(lightningClient(client), { signal }),
    staleTime,
  })

export const historyQuery = (client: ExplorerClient, interval: LightningStatisticsInterval) =>
  queryOptions({
    queryKey: lightningKey(client, 'history', interval),
    queryFn: ({ signal }) =>
      getLightningStatisticsHistory(lightningClient(client), { interval, signal }),
    staleTime,
  })

export const rankingsSummaryQuery = (client: ExplorerClient) =>
  queryOptions({
    queryKey: lightningKey(client, 'rankings'),
    queryFn: ({ signal }) => getLightningRankingsSummary(lightningClient(client), { signal }),
    staleTime,
  })

export const rankingQuery = (client: ExplorerClient, ranking: NodeRanking) =>
  queryOptions({
    queryKey: lightningKey(client, 'ranking', ranking),
    queryFn: ({ signal }) => getNodeRanking(lightningClient(client), { ranking, signal }),
    staleTime,
  })

export const countriesQuery = (client: ExplorerClient) =>
  queryOptions({
    queryKey: lightningKey(client, 'countries'),
    queryFn: ({ signal }) => getNodesPerCountry(lightningClient(client), { signal }),
    staleTime,
  })

export const countryQuery = (client: ExplorerClient, country: string) =>
  queryOptions({
    queryKey: lightningKey(client, 'country', country),
    queryFn: ({ signal }) => getNodesInCountry(lightningClient(client), { country, signal }),
    staleTime,
  })

export const ispRankingQuery = (client: ExplorerClient) =>
  queryOptions({
    queryKey: lightningKey(client, 'isp-ranking'),
    queryFn: ({ signal }) => getIspRanking(lightningClient(client), { signal }),
    staleTime,
  })

export const ispQuery = (client: ExplorerClient, isp: string) =>
  queryOptions({
    queryKey: lightningKey(client, 'isp', isp),
    queryFn: ({ signal }) => getNodesPerIsp(lightningClient(client), { isp, signal }),
    staleTime,
  })

/** Penalty-closed channels; null when the service has no such route (a 404: said plainly, not retried). */
export const penaltiesQuery = (client: ExplorerClient) =>
  queryOptions({
    queryKey: lightningKey(client, 'penalties'),
    queryFn: ({ signal }) => orNull(getPenaltyChannels(lightningClient(client), { signal })),
    staleTime,
  })

/** A node group's nodes, by the name the service knows it by; null when the service serves no groups. */
export const nodeGroupQuery = (client: ExplorerClient, name: string) =>
  queryOptions({
    queryKey: lightningKey(client, 'group', name),
    queryFn: ({ signal }) =>
      orNull(getLightningNodeGroup(lightningClient(client), { name, signal })),
    staleTime,
  })
