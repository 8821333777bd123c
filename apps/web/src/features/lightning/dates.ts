import { formatDateTime } from '../../format/time'
import type { TimeZoneMode } from '../../settings/settings'

/**
 * A channel's dates (ISO text of mempool's DATETIME columns) in the time setting's zone, which they say;
 * undefined while unset, the text itself when it is no date.
 */
export function dateText(value: string | null, mode: TimeZoneMode): string | undefined {
  if (value === null || value === '') return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? String(value)
    : formatDateTime(Math.floor(date.getTime() / 1000), mode)
}
