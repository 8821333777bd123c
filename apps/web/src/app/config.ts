/** What the server that serves the app says about itself (`GET /outpoint-config.json`). */
export interface AppConfig {
  /**
   * The data service to use. Empty: the page's own origin (the server proxies `/api` and the websocket).
   * Undefined: no config was served (a static deployment), so the public default host is used.
   */
  apiHost: string | undefined
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
    const apiHost =
      value && typeof value === 'object' && 'apiHost' in value ? value.apiHost : undefined
    return { apiHost: typeof apiHost === 'string' ? apiHost.trim() : undefined }
  } catch {
    return { apiHost: undefined }
  }
}
