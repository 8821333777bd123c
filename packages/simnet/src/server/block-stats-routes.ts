import type { Chain } from '../chain/chain.js'
import type { SimChain } from '../chain/history.js'
import { chainTime } from '../chain/mempool-clock.js'
import { keptAudit } from '../mining/audit-store.js'
import {
  blockFeeRatesHistory,
  blockFeesHistory,
  blockPredictionsHistory,
  blockRewardsHistory,
  blockSizesWeightsHistory,
} from '../mining/block-stats.js'
import type { Reply, Router } from './router.js'

// mempool's mining-routes.ts block charts: an unknown interval reads as `all` (getSqlInterval gives null),
// and each answer carries the number of indexed blocks in X-Total-Count (of audited blocks for the
// block-health series: BlocksAuditsRepository $getPredictionsCount counts blocks_audits).

type History = (chain: Chain, now: number, interval: string) => unknown

const indexedBlocks = (chain: Chain) => chain.blocks.length
const auditedBlocks = (chain: Chain) => chain.blocks.filter((b) => keptAudit(chain, b)).length

const chart =
  (history: History, total = indexedBlocks) =>
  ({ state, params }: { state: SimChain; params: Record<string, string> }): Reply => ({
    headers: { 'x-total-count': String(total(state.chain)) },
    json: history(state.chain, chainTime(state), params.interval ?? 'all'),
  })

export function blockStatsRoutes(router: Router<SimChain>): Router<SimChain> {
  return router
    .get('/v1/mining/blocks/fees/:interval', chart(blockFeesHistory))
    .get('/v1/mining/blocks/rewards/:interval', chart(blockRewardsHistory))
    .get('/v1/mining/blocks/fee-rates/:interval', chart(blockFeeRatesHistory))
    .get('/v1/mining/blocks/sizes-weights/:interval', chart(blockSizesWeightsHistory))
    .get('/v1/mining/blocks/predictions/:interval', chart(blockPredictionsHistory, auditedBlocks))
}
