import { formatDateTime } from '../format/time'
import { useSettings } from '../settings/useSettings'

/** An exact time in local time or UTC, as set. `time` in unix seconds. */
export function DateTime({ time }: { time: number }) {
  const { settings } = useSettings()
  return (
    <time dateTime={new Date(time * 1000).toISOString()}>
      {formatDateTime(time, settings.time)}
    </time>
  )
}
