import type { ExplorerClient } from '../client.js'
import { index, oneOf } from '../validate/params.js'
import { type Schema, schema } from '../validate/schema.js'
import {
  type DifficultyAdjustment,
  type DifficultyAdjustmentRow,
  type HashrateInterval,
  type Hashrates,
  type HistoricalPrices,
  hashrateIntervals,
  type MiningPools,
  type PriceCurrency,
  type Prices,
  priceCurrencies,
  type RewardStats,
} from '../wire/mining.js'
import { type CallOptions, endpoint, type Rule } from './endpoint.js'
import { difficultyAdjustment } from './mining-shapes.js'

// Every shape below is mempool's backend's, field by field: see conformance/mining.md.

export const hashrateInterval: Rule = (name, value) => oneOf(name, value, hashrateIntervals)

/** `GET /v1/difficulty-adjustment`: progress of the epoch and the estimated change (nulls on Liquid). */
export const getDifficultyAdjustment = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<DifficultyAdjustment>
>('v1/difficulty-adjustment', schema(difficultyAdjustment))

const adjustment: Schema = { time: 'i', height: 'i', difficulty: 'n', adjustment: 'n' }

/** `GET /v1/mining/hashrate/:interval`: daily hashrate and difficulty history. */
export const getHashrate = endpoint<
  (
    client: ExplorerClient,
    params: CallOptions & { interval: HashrateInterval },
  ) => Promise<Hashrates>
>(
  'v1/mining/hashrate/:interval',
  schema({
    hashrates: [{ timestamp: 'i', avgHashrate: 'n' }],
    difficulty: [adjustment],
    currentHashrate: 'n',
    currentDifficulty: 'n',
  }),
  { rules: { interval: hashrateInterval } },
)

/** `GET /v1/mining/pools/:interval`: blocks found per pool over the interval, most first. */
export const getMiningPools = endpoint<
  (
    client: ExplorerClient,
    params: CallOptions & { interval: HashrateInterval },
  ) => Promise<MiningPools>
>(
  'v1/mining/pools/:interval',
  schema({
    pools: [
      {
        poolId: 'i',
        poolUniqueId: 'i',
        name: 's',
        link: 's',
        blockCount: 'i',
        rank: 'i',
        emptyBlocks: 'i',
        slug: 's',
        avgMatchRate: 'n!',
        avgFeeDelta: 'N!',
      },
    ],
    blockCount: 'i',
    lastEstimatedHashrate: 'n',
    lastEstimatedHashrate3d: 'n?',
    lastEstimatedHashrate1w: 'n?',
  }),
  { rules: { interval: hashrateInterval } },
)

/** A row of `/v1/mining/difficulty-adjustments`: four numbers, time and height whole. */
const adjustmentRow = (row: unknown): string | undefined =>
  Array.isArray(row) &&
  row.length === 4 &&
  row.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Number.isSafeInteger(row[0]) &&
  Number.isSafeInteger(row[1])
    ? undefined
    : 'expected [time, height, difficulty, adjustment]'

/** `GET /v1/mining/difficulty-adjustments[/:interval]`: every indexed adjustment, newest first, as tuples. */
export const getDifficultyAdjustments = endpoint<
  (
    client: ExplorerClient,
    params?: CallOptions & { interval?: HashrateInterval | undefined },
  ) => Promise<DifficultyAdjustmentRow[]>
>('v1/mining/difficulty-adjustments/:interval?', schema([adjustmentRow]), {
  rules: { interval: hashrateInterval },
})

/** `GET /v1/mining/reward-stats/:blockCount`: rewards, fees and transactions of the last blocks. */
export const getRewardStats = endpoint<
  (client: ExplorerClient, params: CallOptions & { blockCount: number }) => Promise<RewardStats>
>(
  'v1/mining/reward-stats/:blockCount',
  schema({ startBlock: 'i!', endBlock: 'i!', totalReward: 'I!', totalFee: 'I!', totalTx: 'I!' }),
  { rules: { blockCount: index } },
)

const price: Schema = {
  time: 'i',
  USD: 'n',
  EUR: 'n',
  GBP: 'n',
  CAD: 'n',
  CHF: 'n',
  AUD: 'n',
  JPY: 'n',
}

/** `GET /v1/prices`: the latest BTC price in each currency (`-1` where no feed answered). */
export const getPrices = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<Prices>
>('v1/prices', schema(price))

/**
 * `GET /v1/historical-price[?currency=&timestamp=]`: BTC price history, newest first, or with `timestamp`
 * the last price before it; with `currency`, rows carry only that currency and USD. Not on testnets (400).
 */
export const getHistoricalPrice = endpoint<
  (
    client: ExplorerClient,
    params?: CallOptions & {
      currency?: PriceCurrency | undefined
      /** Unix seconds. */
      timestamp?: number | undefined
    },
  ) => Promise<HistoricalPrices>
>(
  'v1/historical-price',
  schema({
    prices: [
      { time: 'i', USD: 'n', EUR: 'n?', GBP: 'n?', CAD: 'n?', CHF: 'n?', AUD: 'n?', JPY: 'n?' },
    ],
    exchangeRates: { '*': 'n' },
  }),
  {
    query: { currency: 'currency?', timestamp: 'timestamp?' },
    rules: {
      currency: (name, value) => oneOf(name, value, priceCurrencies),
      timestamp: index,
    },
  },
)
