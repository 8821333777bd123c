import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
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

const intervalMessages: Record<HashrateInterval, MessageDescriptor> = {
  '24h': msg({ message: 'the last 24 hours', comment: 'a span of time, inside sentences' }),
  '3d': msg({ message: 'the last 3 days', comment: 'a span of time, inside sentences' }),
  '1w': msg({ message: 'the last week', comment: 'a span of time, inside sentences' }),
  '1m': msg({ message: 'the last month', comment: 'a span of time, inside sentences' }),
  '3m': msg({ message: 'the last 3 months', comment: 'a span of time, inside sentences' }),
  '6m': msg({ message: 'the last 6 months', comment: 'a span of time, inside sentences' }),
  '1y': msg({ message: 'the last year', comment: 'a span of time, inside sentences' }),
  '2y': msg({ message: 'the last 2 years', comment: 'a span of time, inside sentences' }),
  '3y': msg({ message: 'the last 3 years', comment: 'a span of time, inside sentences' }),
  '4y': msg({ message: 'the last 4 years', comment: 'a span of time, inside sentences' }),
  all: msg({ message: 'all time', comment: 'a span of time, inside sentences' }),
}

/**
 * An interval in words ("the last week"), for the pickers' tooltips and the summaries, in the page's
 * language: translated when asked for, never when the module loads.
 */
export function intervalName(interval: HashrateInterval): string {
  return i18n._(intervalMessages[interval])
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
