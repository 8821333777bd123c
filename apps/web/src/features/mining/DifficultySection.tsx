import { useQuery } from '@tanstack/react-query'
import { formatDateTime } from '../../format/time'
import { useExplorerClient } from '../../queries/client'
import { useSettings } from '../../settings/useSettings'
import { Card } from '../dashboard/cards/Card'
import { formatChange, formatCount, formatDuration, formatShare } from '../dashboard/model/format'
import { difficultySummary } from '../dashboard/model/summaries'
import { useLiveItem } from '../dashboard/queries/useLiveItem'
import { difficultyQueryOptions } from './queries'
import { SectionError } from './SectionError'

const direction = (change: number | undefined) =>
  change === undefined || change === 0 ? '' : change > 0 ? 'db-up' : 'db-down'

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
        <>
          <div
            className="db-meter"
            role="progressbar"
            aria-label="Progress through the difficulty epoch"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((summary.progress ?? 0) * 100)}
          >
            <span style={{ width: `${(summary.progress ?? 0) * 100}%` }} />
          </div>
          <dl className="db-facts">
            <div>
              <dt>Progress</dt>
              <dd>{formatShare(summary.progress)}</dd>
            </div>
            <div>
              <dt>Estimated change</dt>
              <dd className={direction(summary.change)}>{formatChange(summary.change)}</dd>
            </div>
            <div>
              <dt>Remaining</dt>
              <dd>
                {formatCount(summary.remainingBlocks)} blocks
                <span className="db-sub muted"> ~{formatDuration(summary.remainingTime)}</span>
              </dd>
            </div>
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
            <div>
              <dt>Previous retarget</dt>
              <dd className={direction(summary.previousRetarget)}>
                {formatChange(summary.previousRetarget)}
              </dd>
            </div>
            <div>
              <dt>Average block time</dt>
              <dd>{formatAverage(da.timeAvg)}</dd>
            </div>
          </dl>
        </>
      )}
    </Card>
  )
}

const minutes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** ms per block as minutes: `9.9 minutes`. */
function formatAverage(ms: unknown): string {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0
    ? `${minutes.format(ms / 60_000)} minutes`
    : '–'
}
