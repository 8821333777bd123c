import { t } from '@lingui/core/macro'
import {
  type LightningStatisticsInterval,
  lightningStatisticsIntervals,
} from '@outpoint/explorer-client'
import { historyQuery } from '../../lightning/queries'
import { intervalName } from '../../mining/intervals'
import { SectionError } from '../../mining/SectionError'
import { RangePicker } from '../RangePicker'
import type { TimeSeriesGraphProps } from '../TimeSeriesGraph'
import { useRangeQuery } from '../useRangeQuery'

export const defaultLightningRange: LightningStatisticsInterval = '1y'

/**
 * The network's daily statistics over the range in `?range=` (the last range's kept while the next loads),
 * and what each Lightning history chart shows around them: status, error, range picker, empty note.
 */
export function useLightningHistory() {
  const { range, choose, query, status, shownRange } = useRangeQuery(
    lightningStatisticsIntervals,
    defaultLightningRange,
    historyQuery,
  )
  const span = intervalName(range)
  const frame = {
    status,
    error: (
      <SectionError
        what={t`The Lightning history`}
        error={query.error}
        retry={() => query.refetch()}
      />
    ),
    range: shownRange,
    controls: <RangePicker ranges={lightningStatisticsIntervals} value={range} onChange={choose} />,
    daily: true,
    empty: t`The service has no Lightning statistics for ${span}.`,
  } satisfies Partial<TimeSeriesGraphProps>
  return { range, query, frame }
}
