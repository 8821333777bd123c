import {
  type BitcoinNetwork,
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
import { explorerKey } from '../../queries/keys'

// The Lightning graph changes a few times a day on mempool: minutes of freshness are plenty.
const staleTime = 5 * 60_000

/** Lightning pages render only on networks with a graph (LightningRoutes checks), all Bitcoin ones. */
const ln = (client: ExplorerClient) => client as ExplorerClient<BitcoinNetwork>
const key = <const P extends readonly unknown[]>(client: ExplorerClient, ...parts: P) =>
  explorerKey(client, 'lightning', ...parts)

export const statisticsQuery = (client: ExplorerClient) =>
  queryOptions({
    queryKey: key(client, 'statistics'),
    queryFn: ({ signal }) => getLightningStatistics(ln(client), { signal }),
    staleTime,
  })

export const historyQuery = (client: ExplorerClient, interval: LightningStatisticsInterval) =>
  queryOptions({
    queryKey: key(client, 'history', interval),
    queryFn: ({ signal }) => getLightningStatisticsHistory(ln(client), { interval, signal }),
    staleTime,
  })

export const rankingsSummaryQuery = (client: ExplorerClient) =>
  queryOptions({
    queryKey: key(client, 'rankings'),
    queryFn: ({ signal }) => getLightningRankingsSummary(ln(client), { signal }),
    staleTime,
  })

export const rankingQuery = (client: ExplorerClient, ranking: NodeRanking) =>
  queryOptions({
    queryKey: key(client, 'ranking', ranking),
    queryFn: ({ signal }) => getNodeRanking(ln(client), { ranking, signal }),
    staleTime,
  })

export const countriesQuery = (client: ExplorerClient) =>
  queryOptions({
    queryKey: key(client, 'countries'),
    queryFn: ({ signal }) => getNodesPerCountry(ln(client), { signal }),
    staleTime,
  })

export const countryQuery = (client: ExplorerClient, country: string) =>
  queryOptions({
    queryKey: key(client, 'country', country),
    queryFn: ({ signal }) => getNodesInCountry(ln(client), { country, signal }),
    staleTime,
  })

export const ispRankingQuery = (client: ExplorerClient) =>
  queryOptions({
    queryKey: key(client, 'isp-ranking'),
    queryFn: ({ signal }) => getIspRanking(ln(client), { signal }),
    staleTime,
  })

export const ispQuery = (client: ExplorerClient, isp: string) =>
  queryOptions({
    queryKey: key(client, 'isp', isp),
    queryFn: ({ signal }) => getNodesPerIsp(ln(client), { isp, signal }),
    staleTime,
  })
