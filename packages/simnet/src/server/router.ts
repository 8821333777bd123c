import type { IncomingMessage } from 'node:http'

/** What a handler answers: JSON, text or bytes, with a status (200 by default). */
export type Reply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; headers?: Record<string, string> }
  | { status?: number; binary: Uint8Array; headers?: Record<string, string> }

/** An error answer with esplora's plain-text body, thrown from handlers. */
export class HttpError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

/** Reads a request body as text, refusing one over `limit` characters with 413 and `tooLarge`. */
export function readBody(req: IncomingMessage, limit: number, tooLarge: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
      if (body.length > limit) {
        reject(new HttpError(413, tooLarge))
        req.destroy()
      }
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

export interface Request<S> {
  state: S
  params: Record<string, string>
  query: URLSearchParams
  body: string
}

export type Handler<S> = (request: Request<S>) => Reply | Promise<Reply>

interface Route<S> {
  method: string
  parts: string[]
  handler: Handler<S>
}

/**
 * A small path router: patterns like `/block/:hash/txs/:start?` (a trailing `?` makes a segment optional).
 * Routes are tried in the order they were added.
 */
export class Router<S> {
  private readonly routes: Route<S>[] = []

  get(pattern: string, handler: Handler<S>): this {
    this.routes.push({ method: 'GET', parts: pattern.split('/').filter(Boolean), handler })
    return this
  }

  post(pattern: string, handler: Handler<S>): this {
    this.routes.push({ method: 'POST', parts: pattern.split('/').filter(Boolean), handler })
    return this
  }

  match(
    method: string,
    path: string,
  ): { handler: Handler<S>; params: Record<string, string> } | undefined {
    const segments = path.split('/').filter(Boolean)
    for (const route of this.routes) {
      if (route.method !== method) continue
      const params = matchParts(route.parts, segments)
      if (params) return { handler: route.handler, params }
    }
    return undefined
  }
}

function matchParts(parts: string[], segments: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {}
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string
    const segment = segments[i]
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      const name = part.slice(1, optional ? -1 : undefined)
      if (segment === undefined) {
        if (optional) continue
        return undefined
      }
      params[name] = decodeURIComponent(segment)
    } else if (part !== segment) {
      return undefined
    }
  }
  return segments.length <= parts.length ? params : undefined
}
