import { useConnectionState } from '../../live/useConnectionState'

/** Shown only while the live feed is down: `offline` (waiting to retry) or `reconnecting`. */
export function ConnectionBanner() {
  const state = useConnectionState()
  if (state !== 'offline' && state !== 'reconnecting') return null
  return (
    <div className={`connection-banner ${state}`} role="status" data-testid="connection-banner">
      {state === 'offline'
        ? 'Offline: live updates paused, trying again shortly.'
        : 'Reconnecting to the live feed…'}
    </div>
  )
}
