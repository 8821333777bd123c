import {
  type ExplorerClient,
  getIspRanking,
  getLightningRankingsSummary,
  getLightningStatistics,
  getLightningStatisticsHistory,
  getNodeRanking,
  getNodesInCountry,
  getNodesPerCountry,
  getNodesPerIsp,
  type LightningStatisticsInterval,
  type NodeRanking,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
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
