// Small HTTP helpers: JSON answers, the contract's error body, CORS for the app's pages.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The browser origins whose pages may call the service (the app's), as the service was started. */
const allowed = new WeakMap<IncomingMessage, readonly string[]>()

/** Notes which origins may call, for the answers to `request`. */
export function allowOrigins(request: IncomingMessage, origins: readonly string[]): void {
  allowed.set(request, origins)
}

/**
 * Whether `request` comes from a page the service serves (an origin it was told to allow) or from no
 * page at all (tools, the swap client in Node). Any other page, a local one included, is refused: a
 * page of any site a user opens could otherwise create swaps in their name.
 */
export function fromAllowedPage(request: IncomingMessage): boolean {
  const origin = request.headers.origin
  return origin === undefined || (allowed.get(request) ?? []).includes(origin)
}

/** CORS headers for an allowed page's origin; none for others, so browsers keep their pages out. */
export function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  if (origin === undefined || !fromAllowedPage(request)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type, x-swing-environment',
    'access-control-max-age': '600',
    vary: 'origin',
  }
}

export function sendJson(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...corsHeaders(request),
  })
  response.end(JSON.stringify(body))
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** The contract's `ErrorBody`. */
export function sendError(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  message: string,
): void {
  sendJson(request, response, status, {
    statusCode: status,
    error: reasons[status] ?? 'Error',
    message,
  })
}

/** The request body as a JSON object; throws a sentence when it is not one (or too large). */
export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 64 * 1024) throw new Error('The body is over 64 kB.')
    chunks.push(chunk as Buffer)
  }
  let body: unknown
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new Error('The body is not JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('The body must be a JSON object.')
  }
  return body as Record<string, unknown>
}
