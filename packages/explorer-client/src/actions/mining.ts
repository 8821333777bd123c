import type { ExplorerClient } from '../client.js'
import { path } from '../transport/http.js'
import { oneOf } from '../validate/params.js'
import { arrayOf, object } from '../validate/shape.js'
import {
  type DifficultyAdjustment,
  type HashrateInterval,
  type Hashrates,
  hashrateIntervals,
  type MempoolStatistic,
  type MiningPools,
  type Prices,
  type StatisticsInterval,
  statisticsIntervals,
} from '../wire/mining.js'
import { type CallOptions, getJson } from './common.js'

/** `GET /v1/difficulty-adjustment`: progress of the epoch and the estimated change. */
export async function getDifficultyAdjustment(
  client: ExplorerClient,
  { signal }: CallOptions = {},
): Promise<DifficultyAdjustment> {
  const shape = object('progressPercent', 'difficultyChange', 'remainingBlocks')
  return getJson(client, path`v1/difficulty-adjustment`, shape, signal)
}

/** `GET /v1/mining/hashrate/:interval`: hashrate and difficulty history. */
export async function getHashrate(
  client: ExplorerClient,
  { interval, signal }: CallOptions & { interval: HashrateInterval },
): Promise<Hashrates> {
  const p = path`v1/mining/hashrate/${oneOf('interval', interval, hashrateIntervals)}`
  return getJson(client, p, object('hashrates', 'difficulty', 'currentHashrate'), signal)
}

/** `GET /v1/mining/pools/:interval`: blocks found per pool over the interval. */
export async function getMiningPools(
  client: ExplorerClient,
  { interval, signal }: CallOptions & { interval: HashrateInterval },
): Promise<MiningPools> {
  const p = path`v1/mining/pools/${oneOf('interval', interval, hashrateIntervals)}`
  return getJson(client, p, object('pools', 'blockCount'), signal)
}

/** `GET /v1/statistics/:interval`: mempool history rows (vsize per fee band) for the charts. */
export async function getStatistics(
  client: ExplorerClient,
  { interval, signal }: CallOptions & { interval: StatisticsInterval },
): Promise<MempoolStatistic[]> {
  const p = path`v1/statistics/${oneOf('interval', interval, statisticsIntervals)}`
  return getJson(client, p, arrayOf(object('added', 'vsizes')), signal)
}

/** `GET /v1/prices`: the latest BTC price in several currencies. */
export async function getPrices(
  client: ExplorerClient,
  { signal }: CallOptions = {},
): Promise<Prices> {
  return getJson(client, path`v1/prices`, object('time', 'USD'), signal)
}
