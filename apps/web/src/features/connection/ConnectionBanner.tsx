import { t } from '@lingui/core/macro'
import { useConnectionState } from '../../live/useConnectionState'

/** Shown only while the live feed is down: `offline` (waiting to retry) or `reconnecting`. */
export function ConnectionBanner() {
  const state = useConnectionState()
  if (state !== 'offline' && state !== 'reconnecting') return null
  return (
    <div className={`connection-banner ${state}`} role="status" data-testid="connection-banner">
      {state === 'offline'
        ? t`Offline: live updates paused, trying again shortly.`
        : t`Reconnecting to the live feed…`}
    </div>
  )
}
