import { type AnalyticsConfig, parseAnalyticsConfig } from '@outpoint/analytics'
import { parseChainList, type WalletChain } from '@outpoint/wallet'

/** What the server that serves the app says about itself (`GET /outpoint-config.json`). */
export interface AppConfig {
  /**
   * The data service to use. Empty: the page's own origin (the server proxies `/api` and the websocket).
   * Undefined: no config was served (a static deployment), so the public default host is used.
   */
  apiHost: string | undefined
  /** EVM chains the server offers besides the wallet's defaults (the local anvil chains on simnet). */
  evmChains?: readonly WalletChain[]
  /** The self-hosted analytics provider to send custom events to. Absent or malformed: analytics is off. */
  analytics?: AnalyticsConfig
  /** The swap service (cross-chain API; its platform API under `/api/v1`). Absent: no swap page. */
  swapApi?: string
}

export const configPath = '/outpoint-config.json'

/** Reads the server config. Missing, slow or malformed config never stops the app: it means "none". */
export async function loadConfig(
  fetchFn: typeof fetch = fetch,
  timeoutMs = 2_000,
): Promise<AppConfig> {
  try {
    const response = await fetchFn(configPath, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) return { apiHost: undefined }
    const value: unknown = await response.json()
    if (!value || typeof value !== 'object') return { apiHost: undefined }
    const apiHost = 'apiHost' in value ? value.apiHost : undefined
    // Bad entries are dropped one by one: one broken chain must not hide the others.
    const evmChains = parseChainList('evmChains' in value ? value.evmChains : undefined)
    const analytics = parseAnalyticsConfig('analytics' in value ? value.analytics : undefined)
    const swapApi = parseSwapApi('swapApi' in value ? value.swapApi : undefined)
    return {
      apiHost: typeof apiHost === 'string' ? apiHost.trim() : undefined,
      ...(evmChains.length > 0 ? { evmChains } : {}),
      ...(analytics ? { analytics } : {}),
      ...(swapApi ? { swapApi } : {}),
    }
  } catch {
    return { apiHost: undefined }
  }
}

/**
 * An http(s) URL without credentials, or a path on the page's own origin (`/swap`), else undefined: the
 * config is as untrusted as anything fetched. A trailing slash is dropped (the client adds its paths).
 */
export function parseSwapApi(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (/^\/(?![/\\])[^\s]*$/.test(text)) return text.replace(/\/+$/, '') || undefined
  try {
    const url = new URL(text)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (url.username || url.password) return undefined
    return url.href.replace(/\/+$/, '')
  } catch {
    return undefined
  }
}
