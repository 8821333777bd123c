/**
 * A real local HTTP server for the REST tests: the client talks to it with its real transport and the real
 * global `fetch`. Routes are matched on the method and the exact request target (path plus query, as sent).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Reply {
  /** Default 200. */
  status?: number
  headers?: Record<string, string>
  /** A string is sent as UTF-8 text; a Uint8Array byte for byte. Default: empty. */
  body?: string | Uint8Array
  /** Wait this many ms before answering (for timeouts and aborts). */
  delay?: number
  /** Drop the connection without an answer. */
  destroy?: boolean
}

/**
 * What a route answers: one reply for every request, a sequence (the n-th request gets the n-th reply, the
 * last one repeats), or a function of the request.
 */
export type Handler = Reply | Reply[] | ((request: RecordedRequest) => Reply)

/** Route key: `'GET /api/tx/abc'`, `'POST /api/tx'`, `'GET /api/v1/blocks?x=1'` (the raw target). */
export type Routes = Record<string, Handler>

export interface RecordedRequest {
  method: string
  /** The raw request target: path and query exactly as the client sent them. */
  url: string
  /** The path without the query. */
  path: string
  /** The decoded query. */
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

export interface TestServer {
  /** `http://127.0.0.1:{port}`. */
  url: string
  /** `127.0.0.1:{port}`: what a client's `host` option takes. */
  host: string
  requests: RecordedRequest[]
  /** Adds or replaces a route. */
  route(key: string, handler: Handler): void
  close(): Promise<void>
}

/** JSON reply with the content type the service uses. */
export function json(value: unknown, status = 200): Reply {
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) }
}

/** text/plain reply (hashes, heights, Esplora error messages). */
export function text(body: string, status = 200): Reply {
  return { status, headers: { 'content-type': 'text/plain' }, body }
}

/** Starts a server on 127.0.0.1 with a free port. Unknown routes answer 404 the way electrs does. */
export async function startServer(routes: Routes = {}): Promise<TestServer> {
  const table = new Map<string, Handler>(Object.entries(routes))
  const hits = new Map<string, number>()
  const requests: RecordedRequest[] = []
  const timers = new Set<NodeJS.Timeout>()

  const reply = (res: ServerResponse, r: Reply) => {
    if (res.destroyed) return
    if (r.destroy) {
      res.socket?.destroy()
      return
    }
    res.writeHead(r.status ?? 200, r.headers ?? {})
    res.end(r.body ?? '')
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const target = req.url ?? '/'
      const parsed = new URL(target, 'http://127.0.0.1')
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: target,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      const key = `${recorded.method} ${target}`
      const handler = table.get(key)
      const n = hits.get(key) ?? 0
      hits.set(key, n + 1)
      const r: Reply =
        handler === undefined
          ? text(`endpoint does not exist ${JSON.stringify(parsed.pathname)}`, 404)
          : typeof handler === 'function'
            ? handler(recorded)
            : Array.isArray(handler)
              ? (handler[Math.min(n, handler.length - 1)] ?? text('empty reply sequence', 500))
              : handler
      if (r.delay === undefined) return reply(res, r)
      const timer = setTimeout(() => {
        timers.delete(timer)
        reply(res, r)
      }, r.delay)
      timers.add(timer)
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    route: (key, handler) => {
      table.set(key, handler)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** A `host` where nothing listens: a port the OS gave out and took back. */
export async function closedPortHost(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `127.0.0.1:${port}`
}
