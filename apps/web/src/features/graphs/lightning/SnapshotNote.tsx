import { t } from '@lingui/core/macro'

/** What a current-snapshot chart says where others have a range picker. */
export function SnapshotNote() {
  return (
    <p className="muted" data-testid="graph-now">
      {t`Now: the service's current figures. It keeps no history of them, so there is no range to choose.`}
    </p>
  )
}
