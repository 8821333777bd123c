import type { AnalyticsAdapter } from '../types.js'
import { apiUrl } from './endpoint.js'

export interface PlausibleOptions {
  /** The Plausible instance's base address, e.g. `https://plausible.example.org`. */
  endpoint: string
  /** The site's domain as registered in Plausible. */
  domain: string
}

/**
 * Plausible's Events API, as documented at https://plausible.io/docs/events-api:
 * `POST /api/event` with a JSON body `{ name, url, domain, props }`, `props` a flat object of
 * scalars; the answer is 202. The visitor is identified by the browser's own User-Agent and IP, so
 * nothing identifying is added here. The body goes as `text/plain` (still JSON), as Plausible's own
 * script sends it, so a beacon to another origin needs no CORS preflight.
 */
export function plausible({ endpoint, domain }: PlausibleOptions): AnalyticsAdapter {
  const url = apiUrl(endpoint, 'api/event')
  return {
    provider: 'plausible',
    request: (event) => ({
      url,
      contentType: 'text/plain',
      body: JSON.stringify({
        name: event.name,
        url: event.url,
        domain,
        ...(Object.keys(event.data).length > 0 ? { props: event.data } : {}),
      }),
    }),
  }
}
