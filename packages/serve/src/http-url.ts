/**
 * Reads a URL the browser will call (a local chain's RPC, the swap service): throws `notUrl` when the
 * value is not a URL, and says `name` must be http or https for any other scheme (`javascript:`, `ws:`).
 */
export function httpUrl(value: string, name: string, notUrl: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(notUrl)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be http or https, got "${value}"`)
  }
  return url
}
