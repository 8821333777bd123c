import type { Protocol } from '@outpoint/explorer-client'

/** Where the app gets its data: a host and, for the page's own origin, the page's protocol. */
export interface DataHost {
  host: string
  protocol?: Protocol
  /** True when requests go to the page's origin (the serving proxy). */
  sameOrigin: boolean
}

/** The public service used when neither the settings nor the server name one. */
export const publicHost = 'mempool.space'

/**
 * The host in effect: the settings' host wins, then the server config (empty = the page's own origin),
 * then the public service when no config was served.
 */
export function resolveDataHost(
  settingsHost: string,
  configHost: string | undefined,
  location: Pick<Location, 'host' | 'protocol'>,
): DataHost {
  const chosen = settingsHost.trim() || configHost
  if (chosen === '') {
    const protocol = location.protocol === 'https:' ? 'https' : 'http'
    return { host: location.host, protocol, sameOrigin: true }
  }
  return { host: chosen ?? publicHost, sameOrigin: false }
}
