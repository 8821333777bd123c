import { httpUrl } from './http-url.js'

/**
 * Reads the serve CLI's `--swap-api URL`: where the app's swap page finds the swap service (the local one
 * `npm start` runs, e.g. `http://127.0.0.1:8997`). The browser calls it directly (the local service sends
 * CORS headers for pages of this machine), so it must be an http(s) URL without credentials, which the
 * config would otherwise hand to every page. Answers it without a trailing slash.
 */
export function checkSwapApi(value: string): string {
  const url = httpUrl(
    value.trim(),
    "the swap service's URL",
    `--swap-api takes the swap service's URL (http://127.0.0.1:8997), got "${value}"`,
  )
  if (url.username || url.password) {
    throw new Error("the swap service's URL must not carry credentials")
  }
  return url.href.replace(/\/+$/, '')
}
