import {
  type ExplorerClient,
  getBlockFeeRatesHistory,
  getBlockFeesHistory,
  getBlockRewardsHistory,
  type HashrateInterval,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { miningKey } from '../../mining/queries'

// Under the mining key: a new block marks them stale (useMiningFeed), so a chart on screen fetches again.

export function blockFeesQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'blocks-fees', interval),
    queryFn: ({ signal }) => getBlockFeesHistory(client, { interval, signal }),
    staleTime: 60_000,
  })
}

export function blockRewardsQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'blocks-rewards', interval),
    queryFn: ({ signal }) => getBlockRewardsHistory(client, { interval, signal }),
    staleTime: 60_000,
  })
}

export function blockFeeRatesQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'blocks-fee-rates', interval),
    queryFn: ({ signal }) => getBlockFeeRatesHistory(client, { interval, signal }),
    staleTime: 60_000,
  })
}
