import type { AnalyticsAdapter } from '../types.js'
import { apiUrl } from './endpoint.js'

export interface UmamiOptions {
  /** The Umami instance's base address, e.g. `https://umami.example.org`. */
  endpoint: string
  /** The website id Umami gave the site (a UUID). */
  website: string
}

/**
 * Umami's collection endpoint, as documented at https://umami.is/docs/api/sending-stats:
 * `POST /api/send` with `{ type: 'event', payload: { website, url, name, data, hostname, language,
 * screen } }`, no authentication; Umami needs the browser's User-Agent, which the browser sends.
 * `url` is the page's path, as in the documented sample (`"/"`). Sent as `application/json` with a
 * keepalive fetch, as Umami's own tracker does.
 */
export function umami({ endpoint, website }: UmamiOptions): AnalyticsAdapter {
  const url = apiUrl(endpoint, 'api/send')
  return {
    provider: 'umami',
    request: (event) => {
      const page = safeUrl(event.url)
      return {
        url,
        contentType: 'application/json',
        body: JSON.stringify({
          type: 'event',
          payload: {
            website,
            url: page?.pathname ?? '/',
            name: event.name,
            ...(Object.keys(event.data).length > 0 ? { data: event.data } : {}),
            hostname: page?.hostname ?? '',
            ...(event.language ? { language: event.language } : {}),
            ...(event.screen ? { screen: event.screen } : {}),
          },
        }),
      }
    },
  }
}

function safeUrl(href: string): URL | undefined {
  try {
    return new URL(href)
  } catch {
    return undefined
  }
}
