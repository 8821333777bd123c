/**
 * A real local HTTP server for the client tests: the client reaches it with the real global `fetch`. Every
 * request is recorded exactly as it arrived (raw target, headers, body); one handler answers them all.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Reply {
  /** Default 200. */
  status?: number
  headers?: Record<string, string>
  /** Default: no body. */
  body?: string
}

export interface RecordedRequest {
  method: string
  /** The raw request target: path and query exactly as the client sent them. */
  target: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}

export interface TestServer {
  /** `http://127.0.0.1:{port}`. */
  url: string
  requests: RecordedRequest[]
  /** The last request, or a thrown error when none came. */
  last(): RecordedRequest
  /** Replaces the handler. */
  answer(handler: Reply | ((request: RecordedRequest) => Reply)): void
  close(): Promise<void>
}

export function json(value: unknown, status = 200): Reply {
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) }
}

/** Starts a server on 127.0.0.1 on a port the OS picks. Until told otherwise it answers `{}` as JSON. */
export async function startServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  let handler: Reply | ((request: RecordedRequest) => Reply) = json({})

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const target = req.url ?? '/'
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        target,
        path: target.split('?')[0] ?? target,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      const reply = typeof handler === 'function' ? handler(recorded) : handler
      res.writeHead(reply.status ?? 200, reply.headers ?? {})
      res.end(reply.body ?? '')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    last: () => {
      const request = requests.at(-1)
      if (!request) throw new Error('The server received no request.')
      return request
    },
    answer: (next) => {
      handler = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
