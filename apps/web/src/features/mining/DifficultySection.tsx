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
  return (
    <Card
      className="mn-card-difficulty"
      title="Difficulty adjustment"
      testId="mining-difficulty"
      status={summary ? 'ready' : rest.isError ? 'error' : 'loading'}
      error={
        <SectionError
          what="The difficulty adjustment"
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
              <dt>Next retarget</dt>
              <dd>
                {summary.nextRetargetHeight === undefined
                  ? '–'
                  : `block ${formatCount(summary.nextRetargetHeight)}`}
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
            <dt>Average block time</dt>
            <dd>{formatAverage(da.timeAvg)}</dd>
          </div>
        </DifficultyFacts>
      )}
    </Card>
  )
}

/** ms per block as minutes: `9.9 minutes`. */
function formatAverage(ms: unknown): string {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0
    ? `${formatDecimal(ms / 60_000, 1)} minutes`
    : '–'
}
