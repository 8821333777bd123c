import {
  type LightningStatisticsInterval,
  lightningStatisticsIntervals,
} from '@outpoint/explorer-client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useExplorerClient } from '../../../queries/client'
import { historyQuery } from '../../lightning/queries'
import { useRange } from '../useRange'

export const defaultLightningRange: LightningStatisticsInterval = '1y'

/** The network's daily statistics over the range in `?range=` (the last range's kept while the next loads). */
export function useLightningHistory() {
  const [range, choose] = useRange(lightningStatisticsIntervals, defaultLightningRange)
  const query = useQuery({
    ...historyQuery(useExplorerClient(), range),
    placeholderData: keepPreviousData,
  })
  return { range, choose, query }
}
