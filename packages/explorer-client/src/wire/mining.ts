/** `/v1/difficulty-adjustment`. Mind the units: some fields are ms, `previousTime` is seconds. */
export interface DifficultyAdjustment {
  progressPercent: number
  difficultyChange: number
  /** ms since epoch. */
  estimatedRetargetDate: number
  remainingBlocks: number
  /** ms. */
  remainingTime: number
  previousRetarget: number
  /** s since epoch. */
  previousTime: number
  nextRetargetHeight: number
  /** ms per block. */
  timeAvg: number
  /** ms per block. */
  adjustedTimeAvg: number
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

/** `/v1/mining/hashrate/:interval`. */
export interface Hashrates {
  hashrates: { timestamp: number; avgHashrate: number }[]
  difficulty: { time: number; height: number; difficulty: number; adjustment: number }[]
  currentHashrate: number
  currentDifficulty: number
}

export interface PoolStats {
  poolId: number
  poolUniqueId?: number
  name: string
  link: string
  blockCount: number
  rank: number
  emptyBlocks: number
  slug: string
  avgMatchRate: number | null
  /** A decimal string. */
  avgFeeDelta?: string
  share?: number
  logo?: string
}

/** `/v1/mining/pools/:interval`. */
export interface MiningPools {
  pools: PoolStats[]
  blockCount: number
  lastEstimatedHashrate: number
  lastEstimatedHashrate3d?: number
  lastEstimatedHashrate1w?: number
}

/** A row of `/v1/statistics/:interval` and of the websocket `live-2h-chart`. */
export interface MempoolStatistic {
  added: number | string
  count?: number
  vbytes_per_second: number
  total_fee?: number
  mempool_byte_weight: number
  min_fee?: number
  /** vsize per fee band (0, 1, 2, 3, ... 2000 sat/vB). */
  vsizes: number[]
  id?: number
  unconfirmed_transactions?: number
  tx_per_second?: number
}

/** `/v1/prices`. */
export interface Prices {
  time: number
  USD: number
  EUR: number
  GBP: number
  CAD: number
  CHF: number
  AUD: number
  JPY: number
}
