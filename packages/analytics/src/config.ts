import { plausible } from './providers/plausible.js'
import { umami } from './providers/umami.js'
import type { AnalyticsAdapter } from './types.js'

export const analyticsProviders = ['plausible', 'umami'] as const
export type AnalyticsProvider = (typeof analyticsProviders)[number]

/** Which self-hosted provider to send to: the `analytics` field of a deployment's config. */
export interface AnalyticsConfig {
  provider: AnalyticsProvider
  /** The provider instance's base address (http or https). */
  endpoint: string
  /** Plausible: the site's domain. Umami: the website id. */
  site: string
}

/**
 * Reads an `analytics` config value from an untrusted source (a server's JSON). Anything missing or
 * malformed gives undefined, which means analytics stays off: a typo must never send data somewhere
 * unintended, nor stop the app.
 */
export function parseAnalyticsConfig(value: unknown): AnalyticsConfig | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { provider, endpoint, site } = value as Record<string, unknown>
  if (!analyticsProviders.some((p) => p === provider)) return undefined
  if (typeof endpoint !== 'string' || typeof site !== 'string') return undefined
  const trimmedSite = site.trim()
  if (trimmedSite === '' || trimmedSite.length > 200) return undefined
  let url: URL
  try {
    url = new URL(endpoint.trim())
  } catch {
    return undefined
  }
  // Credentials in the address would be sent with every event, to every visitor's browser.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.username || url.password || url.search || url.hash) return undefined
  return { provider: provider as AnalyticsProvider, endpoint: url.href, site: trimmedSite }
}

/** The adapter a parsed config names. */
export function adapterFor(config: AnalyticsConfig): AnalyticsAdapter {
  return config.provider === 'plausible'
    ? plausible({ endpoint: config.endpoint, domain: config.site })
    : umami({ endpoint: config.endpoint, website: config.site })
}
