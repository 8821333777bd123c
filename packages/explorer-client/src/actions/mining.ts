import type { ExplorerClient } from '../client.js'
import { oneOf } from '../validate/params.js'
import { arrayOf, object } from '../validate/shape.js'
import {
  type DifficultyAdjustment,
  type HashrateInterval,
  type Hashrates,
  hashrateIntervals,
  type MiningPools,
  type Prices,
} from '../wire/mining.js'
import { type CallOptions, endpoint, type Rule } from './endpoint.js'

const hashrateInterval: Rule = (name, value) => oneOf(name, value, hashrateIntervals)

/** `GET /v1/difficulty-adjustment`: progress of the epoch and the estimated change. */
export const getDifficultyAdjustment = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<DifficultyAdjustment>
>('v1/difficulty-adjustment', object('progressPercent', 'difficultyChange', 'remainingBlocks'))

/** `GET /v1/mining/hashrate/:interval`: hashrate and difficulty history. */
export const getHashrate = endpoint<
  (
    client: ExplorerClient,
    params: CallOptions & { interval: HashrateInterval },
  ) => Promise<Hashrates>
>('v1/mining/hashrate/:interval', object('hashrates', 'difficulty', 'currentHashrate'), {
  rules: { interval: hashrateInterval },
})

/** `GET /v1/mining/pools/:interval`: blocks found per pool over the interval. */
export const getMiningPools = endpoint<
  (
    client: ExplorerClient,
    params: CallOptions & { interval: HashrateInterval },
  ) => Promise<MiningPools>
>('v1/mining/pools/:interval', object('pools', 'blockCount'), {
  rules: { interval: hashrateInterval },
})

/** `GET /v1/prices`: the latest BTC price in several currencies. */
export const getPrices = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<Prices>
>('v1/prices', object('time', 'USD'))
