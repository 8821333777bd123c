import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { endToEnd } from './headers.js'
import type { Upstream } from './upstream.js'

/**
 * Forwards one REST request to the data service and streams its answer back with the service's status
 * and headers. When the service cannot be reached the answer is a 502 whose text names it.
 */
export function proxyRequest(upstream: Upstream, req: IncomingMessage, res: ServerResponse): void {
  const send = upstream.protocol === 'https' ? httpsRequest : httpRequest
  const outgoing = send({
    hostname: upstream.hostname,
    port: upstream.port,
    method: req.method,
    path: req.url,
    headers: { ...endToEnd(req.headers), host: upstream.host },
  })
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
    const reason = (error as NodeJS.ErrnoException).code ?? error.message
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(`Bad gateway: the data service at ${upstream.origin} did not answer (${reason}).\n`)
  })
  // A reader that goes away (a cancelled query, a closed tab) frees the request upstream too.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy()
  })
  req.pipe(outgoing)
}
