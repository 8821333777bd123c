// Small HTTP helpers: JSON answers, the contract's error body, CORS for pages served from this machine.
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Pages from this machine (the app on 127.0.0.1 or localhost, any port) may call the service from the
 * browser; others get no CORS headers, so browsers keep their pages out.
 */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {}
  let host: string
  try {
    host = new URL(origin).hostname
  } catch {
    return {}
  }
  if (host !== 'localhost' && host !== '[::1]' && !/^127\.\d+\.\d+\.\d+$/.test(host)) return {}
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
    ...corsHeaders(request.headers.origin),
  })
  response.end(JSON.stringify(body))
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
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
