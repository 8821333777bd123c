import { plural, t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { finite, missing } from '../../../format/number'
import { formatChange, formatShare } from '../../../format/percent'
import { formatDateTime } from '../../../format/time'
import { useSettings } from '../../../settings/useSettings'
import { formatDuration } from '../model/format'
import { type DifficultySummary, difficultySummary } from '../model/summaries'
import { useLiveItem } from '../queries/useLiveItem'
import { Card } from './Card'

const direction = (change: number | undefined) =>
  change === undefined || change === 0 ? '' : change > 0 ? 'db-up' : 'db-down'

/**
 * The epoch's meter and figures, here and on the mining page. `retarget` is the row after Remaining (each
 * place says when the retarget comes its own way); `children` are rows after Previous retarget.
 */
export function DifficultyFacts({
  summary,
  retarget,
  children,
}: {
  summary: DifficultySummary
  retarget: ReactNode
  children?: ReactNode
}) {
  const remaining = summary.remainingBlocks
  return (
    <>
      <div
        className="db-meter"
        role="progressbar"
        aria-label={t`Progress through the difficulty epoch`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round((summary.progress ?? 0) * 100)}
      >
        <span style={{ width: `${(summary.progress ?? 0) * 100}%` }} />
      </div>
      <dl className="db-facts">
        <div>
          <dt>{t`Progress`}</dt>
          <dd>{formatShare(summary.progress)}</dd>
        </div>
        <div>
          <dt>{t`Estimated change`}</dt>
          <dd className={direction(summary.change)}>{formatChange(summary.change)}</dd>
        </div>
        <div>
          <dt>{t`Remaining`}</dt>
          <dd>
            {finite(remaining)
              ? plural(remaining, { one: '# block', other: '# blocks' })
              : t({ message: `${missing} blocks`, comment: 'the number of blocks is unknown' })}
            <span className="db-sub muted"> ~{formatDuration(summary.remainingTime)}</span>
          </dd>
        </div>
        {retarget}
        <div>
          <dt>{t`Previous retarget`}</dt>
          <dd className={direction(summary.previousRetarget)}>
            {formatChange(summary.previousRetarget)}
          </dd>
        </div>
        {children}
      </dl>
    </>
  )
}

/** Progress through the 2016-block epoch and the estimated retarget (Bitcoin networks only). */
export function DifficultyAdjustment() {
  const { data, status } = useLiveItem('da')
  const { settings } = useSettings()
  const summary = data && difficultySummary(data)
  return (
    <Card
      className="db-card-difficulty"
      title={t`Difficulty adjustment`}
      testId="difficulty-adjustment"
      status={status}
      lines={3}
    >
      {summary && (
        <DifficultyFacts
          summary={summary}
          retarget={
            <div>
              <dt>{t`Estimated date`}</dt>
              <dd>
                {summary.retargetDate === undefined
                  ? '–'
                  : formatDateTime(Math.floor(summary.retargetDate / 1000), settings.time)}
              </dd>
            </div>
          }
        />
      )}
    </Card>
  )
}
