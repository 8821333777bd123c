import { type HashrateInterval, hashrateIntervals } from '@outpoint/explorer-client'

/**
 * The pool ranking's choices: every interval the service serves but 4y, as mempool.space's mining page
 * offers them (from a day of blocks to all of them).
 */
export const poolIntervals = hashrateIntervals.filter((interval) => interval !== '4y')

/** The hashrate chart's choices, a month and longer: its points are daily, shorter spans hold one or two. */
export const chartIntervals = poolIntervals.slice(poolIntervals.indexOf('1m'))

export const defaultChartInterval: HashrateInterval = '1y'
export const defaultPoolInterval: HashrateInterval = '1w'

/** Words for the picker's screen-reader names and the section summaries. */
export const intervalNames: Record<HashrateInterval, string> = {
  '24h': 'the last 24 hours',
  '3d': 'the last 3 days',
  '1w': 'the last week',
  '1m': 'the last month',
  '3m': 'the last 3 months',
  '6m': 'the last 6 months',
  '1y': 'the last year',
  '2y': 'the last 2 years',
  '3y': 'the last 3 years',
  '4y': 'the last 4 years',
  all: 'all time',
}

/**
 * The interval a URL parameter names, or the fallback: the parameter is whatever someone typed or linked,
 * so an unknown value shows the default rather than a request the service would refuse.
 */
export function parseInterval<T extends string>(
  value: string | null,
  allowed: readonly T[],
  fallback: T,
): T {
  return allowed.find((interval) => interval === value) ?? fallback
}
