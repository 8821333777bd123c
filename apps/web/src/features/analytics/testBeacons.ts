import type { AnalyticsConfig } from '@outpoint/analytics'
import { vi } from 'vitest'

// For the call sites' unit tests only: what the app's events send, read where they leave the page.

/** A Plausible config: Plausible sends by beacon, so the beacon is where an event leaves the page. */
export const plausibleForTests: AnalyticsConfig = {
  provider: 'plausible',
  endpoint: 'https://plausible.example.org/',
  site: 'outpoint.example',
}

export interface Beacon {
  url: string
  body: Record<string, unknown>
}

/** Records every beacon instead of sending it (call in `beforeEach`; `vi.restoreAllMocks` ends it). */
export function recordBeacons(): Promise<Beacon>[] {
  const beacons: Promise<Beacon>[] = []
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url, data) => {
    const text = data instanceof Blob ? data.text() : Promise.resolve(String(data))
    beacons.push(text.then((body) => ({ url: String(url), body: JSON.parse(body) })))
    return true
  })
  return beacons
}

/** The recorded events: where each went, its name and its props. */
export async function sentEvents(beacons: readonly Promise<Beacon>[]) {
  return (await Promise.all(beacons)).map(({ url, body }) => ({
    url,
    name: body.name,
    props: body.props,
  }))
}
