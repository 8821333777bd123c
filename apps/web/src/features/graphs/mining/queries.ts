import {
  type ExplorerClient,
  getBlockFeeRatesHistory,
  getBlockFeesHistory,
  getBlockPredictions,
  getBlockRewardsHistory,
  getBlockSizesWeights,
  getPoolsHashrate,
  type HashrateInterval,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { miningKey } from '../../mining/queries'

// Under the mining key, so a new block (useNewBlockRefresh, useMiningFeed) marks these stale as well.

/** The weekly share of each pool that mined in the last week. */
export function poolsHashrateQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'hashrate-pools', interval),
    queryFn: ({ signal }) => getPoolsHashrate(client, { interval, signal }),
    staleTime: 10 * 60_000,
  })
}

/** Block health (audit match rate) per group of blocks. */
export function blockHealthQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'block-predictions', interval),
    queryFn: ({ signal }) => getBlockPredictions(client, { interval, signal }),
    staleTime: 60_000,
  })
}

/** Average block size and weight per group of blocks. */
export function sizesWeightsQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'sizes-weights', interval),
    queryFn: ({ signal }) => getBlockSizesWeights(client, { interval, signal }),
    staleTime: 60_000,
  })
}

/** Average fees per block (and their USD worth) per group of blocks. */
export function blockFeesQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'blocks-fees', interval),
    queryFn: ({ signal }) => getBlockFeesHistory(client, { interval, signal }),
    staleTime: 60_000,
  })
}

/** Average block reward (and its USD worth) per group of blocks. */
export function blockRewardsQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'blocks-rewards', interval),
    queryFn: ({ signal }) => getBlockRewardsHistory(client, { interval, signal }),
    staleTime: 60_000,
  })
}

/** Fee-rate percentiles per group of blocks. */
export function blockFeeRatesQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'blocks-fee-rates', interval),
    queryFn: ({ signal }) => getBlockFeeRatesHistory(client, { interval, signal }),
    staleTime: 60_000,
  })
}
