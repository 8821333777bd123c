import { plural, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { formatDecimal } from '../../format/number'
import { formatDateTime } from '../../format/time'
import { useExplorerClient } from '../../queries/client'
import { useSettings } from '../../settings/useSettings'
import { Card } from '../dashboard/cards/Card'
import { DifficultyFacts } from '../dashboard/cards/DifficultyAdjustment'
import { formatCount } from '../dashboard/model/format'
import { difficultySummary } from '../dashboard/model/summaries'
import { useLiveItem } from '../dashboard/queries/useLiveItem'
import { difficultyQueryOptions } from './queries'
import { SectionError } from './SectionError'

/**
 * The epoch's progress and estimated retarget. The live feed's `da` (sent with every block) wins; the REST
 * answer fills in until the feed's first one, and stands alone while the feed is down.
 */
export function DifficultySection() {
  const client = useExplorerClient()
  const live = useLiveItem('da').data
  const rest = useQuery({ ...difficultyQueryOptions(client), enabled: live === undefined })
  const { settings } = useSettings()
  const da = live ?? rest.data
  const summary = da && difficultySummary(da)
  const retargetHeight =
    summary?.nextRetargetHeight === undefined ? undefined : formatCount(summary.nextRetargetHeight)
  return (
    <Card
      className="mn-card-difficulty"
      title={t`Difficulty adjustment`}
      testId="mining-difficulty"
      status={summary ? 'ready' : rest.isError ? 'error' : 'loading'}
      error={
        <SectionError
          what={t`The difficulty adjustment`}
          error={rest.error}
          retry={() => rest.refetch()}
        />
      }
      lines={4}
    >
      {summary && (
        <DifficultyFacts
          summary={summary}
          retarget={
            <div>
              <dt>{t`Next retarget`}</dt>
              <dd>
                {retargetHeight === undefined ? '–' : t`block ${retargetHeight}`}
                <span className="db-sub muted">
                  {' '}
                  {summary.retargetDate === undefined
                    ? ''
                    : formatDateTime(Math.floor(summary.retargetDate / 1000), settings.time)}
                </span>
              </dd>
            </div>
          }
        >
          <div>
            <dt>{t`Average block time`}</dt>
            <dd>{formatAverage(da.timeAvg)}</dd>
          </div>
        </DifficultyFacts>
      )}
    </Card>
  )
}

/** ms per block as minutes: `9.9 minutes`. */
function formatAverage(ms: unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return '–'
  const rounded = Math.round(ms / 6_000) / 10
  const minutes = formatDecimal(rounded, 1)
  return plural(rounded, { one: `${minutes} minute`, other: `${minutes} minutes` })
}
