import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'

export interface RecordedRequest {
  method: string | undefined
  path: string | undefined
  headers: IncomingHttpHeaders
  body: string
}

export interface RecordingServer {
  /** Base address, e.g. `http://127.0.0.1:34567`. */
  url: string
  /** The next request the server receives (or one already received and not yet taken). */
  next(): Promise<RecordedRequest>
  /** What the server answers from now on. */
  answer(status: number): void
  close(): Promise<void>
}

/** A real HTTP server on 127.0.0.1 that records what analytics sends; a port picked at random. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const received: RecordedRequest[] = []
  const waiting: ((request: RecordedRequest) => void)[] = []
  let status = 202
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = {
        method: req.method,
        path: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      const waiter = waiting.shift()
      if (waiter) waiter(request)
      else received.push(request)
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end('{}')
    })
  })
  const port = await listenOnRandomPort(server)
  return {
    url: `http://127.0.0.1:${port}`,
    next: () => {
      const ready = received.shift()
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve))
    },
    answer: (next) => {
      status = next
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

async function listenOnRandomPort(server: Server): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 40_000)
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject)
          resolve()
        })
      })
      return port
    } catch (error) {
      if (attempt >= 20) throw error
    }
  }
}
