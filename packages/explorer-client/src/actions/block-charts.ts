import type { ExplorerClient } from '../client.js'
import { oneOf } from '../validate/params.js'
import { schema } from '../validate/schema.js'
import type {
  BlockFeeRatesPoint,
  BlockFeesPoint,
  BlockPrediction,
  BlockRewardsPoint,
  BlockSizesWeights,
} from '../wire/block-stats.js'
import { type HashrateInterval, hashrateIntervals } from '../wire/mining.js'
import { type CallOptions, endpoint, type Rule } from './endpoint.js'

// mempool's block charts over an interval (mining-routes.ts, BlocksRepository): kept apart from the audit
// and bulk actions, whose transaction shapes a chart page need not load.

type ByInterval<R> = (
  client: ExplorerClient,
  params: CallOptions & { interval: HashrateInterval },
) => Promise<R>

const options = {
  rules: { interval: ((name, value) => oneOf(name, value, hashrateIntervals)) as Rule },
}
const group = { avgHeight: 'i', timestamp: 'i' }

/** `GET /v1/mining/blocks/fees/:interval`: average block fees over time, with the USD price. */
export const getBlockFeesHistory = endpoint<ByInterval<BlockFeesPoint[]>>(
  'v1/mining/blocks/fees/:interval',
  schema([{ ...group, avgFees: 'i', USD: 'n' }]),
  options,
)

/** `GET /v1/mining/blocks/rewards/:interval`: average block rewards over time, with the USD price. */
export const getBlockRewardsHistory = endpoint<ByInterval<BlockRewardsPoint[]>>(
  'v1/mining/blocks/rewards/:interval',
  schema([{ ...group, avgRewards: 'i', USD: 'n' }]),
  options,
)

/** `GET /v1/mining/blocks/fee-rates/:interval`: average fee-rate percentiles of blocks over time. */
export const getBlockFeeRatesHistory = endpoint<ByInterval<BlockFeeRatesPoint[]>>(
  'v1/mining/blocks/fee-rates/:interval',
  schema([
    {
      ...group,
      avgFee_0: 'n',
      avgFee_10: 'n',
      avgFee_25: 'n',
      avgFee_50: 'n',
      avgFee_75: 'n',
      avgFee_90: 'n',
      avgFee_100: 'n',
    },
  ]),
  options,
)

/** `GET /v1/mining/blocks/sizes-weights/:interval`: average block size and weight over time. */
export const getBlockSizesWeights = endpoint<ByInterval<BlockSizesWeights>>(
  'v1/mining/blocks/sizes-weights/:interval',
  schema({
    sizes: [{ ...group, avgSize: 'i' }],
    weights: [{ ...group, avgWeight: 'i' }],
  }),
  options,
)

/** `GET /v1/mining/blocks/predictions/:interval`: block health (audit match rate) over time. */
export const getBlockPredictions = endpoint<ByInterval<BlockPrediction[]>>(
  'v1/mining/blocks/predictions/:interval',
  schema([['n']]),
  options,
)
