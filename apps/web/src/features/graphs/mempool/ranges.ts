import { type StatisticsInterval, statisticsIntervals } from '@outpoint/explorer-client'
import { intervalNames } from '../../mining/intervals'

/** Every interval `/v1/statistics/:interval` serves (mempool's statistics.routes.ts), 2h to all. */
export const mempoolRanges = statisticsIntervals

/**
 * mempool.space opens its mempool chart on the last two hours (statistics.component.ts: a saved
 * preference, else `2h`; a URL fragment naming another range wins).
 */
export const defaultMempoolRange: StatisticsInterval = '2h'

/** Words for the picker's tooltips and the charts' summaries. */
export const mempoolRangeNames: Record<StatisticsInterval, string> = {
  '2h': 'the last 2 hours',
  '24h': intervalNames['24h'],
  '1w': intervalNames['1w'],
  '1m': intervalNames['1m'],
  '3m': intervalNames['3m'],
  '6m': intervalNames['6m'],
  '1y': intervalNames['1y'],
  '2y': intervalNames['2y'],
  '3y': intervalNames['3y'],
  '4y': intervalNames['4y'],
  all: intervalNames.all,
}

/**
 * The ranges whose rows are the service's minute rows as recorded, so `live-2h-chart` pushes (one a minute)
 * extend them; longer ranges average the rows over steps of minutes to hours and stay as fetched.
 */
export const liveWindows: Partial<Record<StatisticsInterval, number>> = {
  '2h': 2 * 3600,
  '24h': 86_400,
}
