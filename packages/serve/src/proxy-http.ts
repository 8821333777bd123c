import type { IncomingMessage, ServerResponse } from 'node:http'
import { endToEnd } from './headers.js'
import { requestUpstream, type Upstream, unreachable } from './upstream.js'

/**
 * Forwards one REST request to the data service and streams its answer back with the service's status
 * and headers. When the service cannot be reached the answer is a 502 whose text names it.
 */
export function proxyRequest(upstream: Upstream, req: IncomingMessage, res: ServerResponse): void {
  const outgoing = requestUpstream(upstream, req.method, req.url, endToEnd(req.headers))
  outgoing.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers))
    answer.pipe(res)
    // Cut mid-answer: cut the reader too, so it sees a broken answer rather than a short one.
    answer.on('error', () => res.destroy())
  })
  outgoing.on('error', (error) => {
    if (res.headersSent || res.destroyed) {
      res.destroy()
      return
    }
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(unreachable(upstream, error))
  })
  // A reader that goes away (a cancelled query, a closed tab) frees the request upstream too.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy()
  })
  req.pipe(outgoing)
}
