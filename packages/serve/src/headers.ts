import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

// Hop-by-hop headers (RFC 9110 section 7.6.1) describe one connection, not the message: a proxy drops
// them, along with any header the Connection header names.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/** The end-to-end headers of a message, for the next hop. */
export function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
  const out: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name) || named.includes(name)) continue
    out[name] = value
  }
  return out
}
