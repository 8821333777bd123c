import type { IncomingMessage } from 'node:http'

/**
 * Whether a request comes from the app's own pages, or from no page at all. A browser names the page's
 * origin on a websocket handshake and on a cross-site POST; any other site's page (`https://evil.example`,
 * or another local server on `http://127.0.0.1:other`) is not this server, whatever it asks. Tools send no
 * `Origin` and are let through: they are not a page a user was lured to.
 */
export function fromOwnPages(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  return origin === `http://${req.headers.host}`
}
