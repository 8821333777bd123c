/**
 * `/v1/difficulty-adjustment` (mempool `api/difficulty-adjustment.ts`, `calcDifficultyAdjustment`). Mind the
 * units: some fields are ms, `previousTime` is seconds. On Liquid the backend sets the previous retarget to
 * `NaN` (`api/blocks.ts`), which JSON sends as `null`: `previousRetarget` is then always null, and in the first
 * 503 blocks of an epoch so are `difficultyChange`, `adjustedTimeAvg`, `remainingTime` and
 * `estimatedRetargetDate` (all computed from it).
 */
export interface DifficultyAdjustment {
  progressPercent: number
  /** %; null on Liquid early in an epoch. */
  difficultyChange: number | null
  /** ms since epoch; null on Liquid early in an epoch. */
  estimatedRetargetDate: number | null
  remainingBlocks: number
  /** ms; null on Liquid early in an epoch. */
  remainingTime: number | null
  /** %; null on Liquid. */
  previousRetarget: number | null
  /** s since epoch. */
  previousTime: number
  nextRetargetHeight: number
  /** ms per block. */
  timeAvg: number
  /** ms per block; null on Liquid early in an epoch. */
  adjustedTimeAvg: number | null
  /** ms; testnet only. */
  timeOffset: number
  expectedBlocks: number
}

export const hashrateIntervals = [
  '24h',
  '3d',
  '1w',
  '1m',
  '3m',
  '6m',
  '1y',
  '2y',
  '3y',
  '4y',
  'all',
] as const
export type HashrateInterval = (typeof hashrateIntervals)[number]
export const statisticsIntervals = [
  '2h',
  '24h',
  '1w',
  '1m',
  '3m',
  '6m',
  '1y',
  '2y',
  '3y',
  '4y',
  'all',
] as const
export type StatisticsInterval = (typeof statisticsIntervals)[number]

/**
 * One indexed difficulty adjustment (mempool `DifficultyAdjustmentsRepository`): `time` in s, `adjustment` the
 * new difficulty over the previous one (1.05 = +5 %). In `/v1/mining/hashrate/:interval` the rows are averaged
 * per day (`$getAdjustments`).
 */
export interface DifficultyAdjustmentPoint {
  time: number
  height: number
  difficulty: number
  adjustment: number
}

/**
 * `/v1/mining/difficulty-adjustments[/:interval]`: the adjustments newest first, each a tuple
 * `[time (s), height, difficulty, adjustment]` (mempool `mining-routes.ts`, `$getDifficultyAdjustments`).
 */
export type DifficultyAdjustmentRow = [
  time: number,
  height: number,
  difficulty: number,
  adjustment: number,
]

/** `/v1/mining/hashrate/:interval` (mempool `mining-routes.ts`, `$getHistoricalHashrate`). */
export interface Hashrates {
  /** Daily averages, oldest first: `timestamp` in s, `avgHashrate` in H/s. */
  hashrates: { timestamp: number; avgHashrate: number }[]
  difficulty: DifficultyAdjustmentPoint[]
  /** H/s; 0 when the backend's node does not answer. */
  currentHashrate: number
  /** 0 when the backend's node does not answer. */
  currentDifficulty: number
}

/** A pool of `/v1/mining/pools/:interval` (mempool `mining.ts`, `$getPoolsStats`). */
export interface PoolStats {
  /** The pool's database row id. */
  poolId: number
  /** The pool's unique id (the one blocks' `extras.pool.id` carries). */
  poolUniqueId: number
  name: string
  link: string
  blockCount: number
  rank: number
  emptyBlocks: number
  slug: string
  /** Average block health in %, null without audits. */
  avgMatchRate: number | null
  /**
   * Average (fees - expected fees) / expected fees of the pool's audited blocks, null without audits. The
   * real service sends a decimal string (a SQL AVG); the client converts it.
   */
  avgFeeDelta: number | null
}

/** `/v1/mining/pools/:interval`. */
export interface MiningPools {
  pools: PoolStats[]
  blockCount: number
  /** H/s over the last 24 h; 0 when the backend's node does not answer. */
  lastEstimatedHashrate: number
  /** Absent when the backend's node does not answer. */
  lastEstimatedHashrate3d?: number
  /** Absent when the backend's node does not answer. */
  lastEstimatedHashrate1w?: number
}

/** An entry of `/v1/mining/pools` (mempool `mining.ts`, `$listPools`): every pool the backend knows. */
export interface PoolListEntry {
  name: string
  slug: string
  unique_id: number
}

/** Counts or shares of a pool over all indexed blocks, the last 24 hours and the last week. */
export interface PoolWindows<T> {
  all: T
  '24h': T
  '1w': T
}

/** `/v1/mining/pool/:slug` (mempool `mining.ts`, `$getPoolStat`; the pool row from `PoolsRepository.$getPool`). */
export interface MiningPool {
  pool: {
    /** The database row id. */
    id: number
    name: string
    link: string
    /** Payout addresses the pool is known by (`[]` on testnet and signet). */
    addresses: string[]
    /** Coinbase tags the pool is known by. */
    regexes: string[]
    slug: string
    unique_id: number
  }
  blockCount: PoolWindows<number>
  /** 0..1; null when the window has no block at all (0 / 0 sent as `null`). */
  blockShare: PoolWindows<number | null>
  /** H/s; null when the last 24 hours have no block. */
  estimatedHashrate: number | null
  reportedHashrate: null
  /** %, null without audits. */
  avgBlockHealth: number | null
  /** Satoshis mined by the pool: a decimal string (SQL SUM) on the wire, `0` without blocks; converted. */
  totalReward: number
}

/** A week of a pool's hashrate (mempool `HashratesRepository`, `$getPoolWeeklyHashrate` / `$getPoolsWeeklyHashrate`). */
export interface PoolHashratePoint {
  /** s: the Monday midnight that ends the week. */
  timestamp: number
  /** H/s. */
  avgHashrate: number
  /** 0..1 of the week's blocks. */
  share: number
  poolName: string
}

/**
 * `/v1/mining/reward-stats/:blockCount` (mempool `BlocksRepository.$getBlockStats`): sums over the last
 * `blockCount` blocks. The sums are SQL DECIMAL strings on the wire (converted); all null for a count of 0.
 */
export interface RewardStats {
  startBlock: number | null
  endBlock: number | null
  totalReward: number | null
  totalFee: number | null
  totalTx: number | null
}

/** A row of `/v1/statistics/:interval` and of the websocket `live-2h-chart`. */
export interface MempoolStatistic {
  added: number | string
  count?: number
  vbytes_per_second: number
  /** Absent from the averaged intervals (1w and longer). */
  total_fee?: number
  /** Sum of vsize times 4; absent from the averaged intervals (1w and longer). */
  mempool_byte_weight?: number
  min_fee?: number
  /** vsize per fee band (0, 1, 2, 3, ... 2000 sat/vB); 38 bands (from 1) on backends before `vsize_0`. */
  vsizes: number[]
  id?: number
  unconfirmed_transactions?: number
  tx_per_second?: number
}

/** The currencies every mempool backend quotes (more with a fiat API key). */
export const priceCurrencies = ['USD', 'EUR', 'GBP', 'CAD', 'CHF', 'AUD', 'JPY'] as const
export type PriceCurrency = (typeof priceCurrencies)[number]

/**
 * `/v1/prices` (mempool `prices.routes.ts`, `price-updater.ts` `getLatestPrices`): BTC in each currency, `-1`
 * where no feed answered; `time` 0 before the first update (testnet and signet never update). A backend with
 * a fiat API key adds more currencies (`BGN`, `BRL`, ...).
 */
export interface Prices {
  /** Unix seconds. */
  time: number
  USD: number
  EUR: number
  GBP: number
  CAD: number
  CHF: number
  AUD: number
  JPY: number
}

/**
 * `/v1/historical-price[?currency=&timestamp=]` (mempool `PricesRepository.$getHistoricalPrices` /
 * `$getNearestHistoricalPrice`): price rows newest first (with `timestamp`, the one row before it) and the
 * USD exchange rates of the latest row. With `currency`, each row has only `time`, `USD` and that currency.
 */
export interface HistoricalPrices {
  prices: ({ time: number; USD: number } & Partial<Record<PriceCurrency, number>>)[]
  /** `USDEUR`, `USDGBP`, ...: units of the currency per USD. */
  exchangeRates: Record<string, number>
}
