import { networkFromSegment } from './networks'

/** Pages shown without the site's header (kiosk views meant for a screen on the wall), by first segment. */
const barePages = ['clock']

/** Whether `pathname` (with or without a network prefix) is a page shown without the header. */
export function isBarePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  const [first, second] = segments
  const page = networkFromSegment(first) ? second : first
  return page !== undefined && barePages.includes(page)
}
