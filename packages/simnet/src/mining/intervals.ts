import {
  type HashrateInterval,
  hashrateIntervals,
  type StatisticsInterval,
  statisticsIntervals,
} from '@outpoint/explorer-client'

/*
 * The intervals of the mining endpoints (`/v1/mining/hashrate/:interval`, `/v1/mining/pools/:interval`)
 * and of `/v1/statistics/:interval` are the client's lists: simnet serves what the client asks for.
 */

type Span = { seconds: number } | { months: number }

const spans: Record<Exclude<HashrateInterval | StatisticsInterval, 'all'>, Span> = {
  '2h': { seconds: 2 * 3600 },
  '24h': { seconds: 86_400 },
  '3d': { seconds: 3 * 86_400 },
  '1w': { seconds: 7 * 86_400 },
  '1m': { months: 1 },
  '3m': { months: 3 },
  '6m': { months: 6 },
  '1y': { months: 12 },
  '2y': { months: 24 },
  '3y': { months: 36 },
  '4y': { months: 48 },
}

export function isMiningInterval(value: string | undefined): value is HashrateInterval {
  return (hashrateIntervals as readonly (string | undefined)[]).includes(value)
}

export function isStatisticsInterval(value: string | undefined): value is StatisticsInterval {
  return (statisticsIntervals as readonly (string | undefined)[]).includes(value)
}

/**
 * `DATE_SUB(now, INTERVAL ...)` as MySQL computes it for mempool's queries (UTC): months and years are
 * calendar ones, the day clamped to the end of a shorter month. Undefined for `all` (no lower bound).
 */
export function intervalStart(
  now: number,
  interval: HashrateInterval | StatisticsInterval,
): number | undefined {
  if (interval === 'all') return undefined
  const span = spans[interval]
  if ('seconds' in span) return now - span.seconds
  const date = new Date(now * 1000)
  const months = date.getUTCFullYear() * 12 + date.getUTCMonth() - span.months
  const year = Math.floor(months / 12)
  const month = months % 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  date.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay))
  return Math.floor(date.getTime() / 1000)
}
