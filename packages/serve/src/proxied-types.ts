/**
 * What the proxy passes on from the data service. The explorer protocol uses JSON, plain text (heights,
 * hashes, raw hex), bytes (raw blocks and transactions) and raster images (Liquid asset icons): those pass
 * as they are. `text/html` is what Express sends for a string (`res.send(txid)`, error texts): mempool's
 * backend answers so, so its body passes on, as plain text, never a page. Anything else (script, SVG,
 * XHTML, XML...) is no answer of the protocol and could run on the app's origin: refused.
 */
export type ProxiedType = { pass: true; type: string | undefined } | { pass: false; type: string }

const passed = new Set([
  'application/json',
  'text/plain',
  'application/octet-stream',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/x-icon',
  'image/vnd.microsoft.icon',
])

/** The verdict on an answer's `Content-Type` header, and the type it is passed on with. */
export function proxiedType(header: string | undefined): ProxiedType {
  if (header === undefined) return { pass: true, type: undefined }
  const essence = (header.split(';')[0] ?? '').trim().toLowerCase()
  if (passed.has(essence)) return { pass: true, type: header }
  if (essence === 'text/html') return { pass: true, type: 'text/plain; charset=utf-8' }
  return { pass: false, type: essence || header }
}

/**
 * Headers on every proxied answer: never sniffed into another type, and were it ever opened as a page,
 * a sandbox with nothing allowed.
 */
export const proxiedAnswerHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
}
