import { formatDateTime, formatTimeAgo } from '../format/time'
import { useSettings } from '../settings/useSettings'
import { useNow } from './useNow'

/** "5 minutes ago", live; the exact time (local or UTC, as set) in its tooltip. `time` in unix seconds. */
export function TimeAgo({ time }: { time: number }) {
  const now = useNow()
  const { settings } = useSettings()
  return (
    <time
      dateTime={new Date(time * 1000).toISOString()}
      title={formatDateTime(time, settings.time)}
    >
      {formatTimeAgo(time, now)}
    </time>
  )
}
