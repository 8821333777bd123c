import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type StatisticsInterval, statisticsIntervals } from '@outpoint/explorer-client'
import { intervalName } from '../../mining/intervals'

/** Every interval `/v1/statistics/:interval` serves (mempool's statistics.routes.ts), 2h to all. */
export const mempoolRanges = statisticsIntervals

/**
 * mempool.space opens its mempool chart on the last two hours (statistics.component.ts: a saved
 * preference, else `2h`; a URL fragment naming another range wins).
 */
export const defaultMempoolRange: StatisticsInterval = '2h'

const twoHours = msg({ message: 'the last 2 hours', comment: 'a span of time, inside sentences' })

/**
 * A range in words ("the last 2 hours"), for the picker's tooltips and the charts' summaries, in the
 * page's language: translated when asked for, never when the module loads.
 */
export function mempoolRangeName(range: StatisticsInterval): string {
  return range === '2h' ? i18n._(twoHours) : intervalName(range)
}

/**
 * The ranges whose rows are the service's minute rows as recorded, so `live-2h-chart` pushes (one a minute)
 * extend them; longer ranges average the rows over steps of minutes to hours and stay as fetched.
 */
export const liveWindows: Partial<Record<StatisticsInterval, number>> = {
  '2h': 2 * 3600,
  '24h': 86_400,
}
