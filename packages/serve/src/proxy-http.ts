import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { endToEnd } from './headers.js'
import { proxiedAnswerHeaders, proxiedType } from './proxied-types.js'
import { refusedType, requestUpstream, type Upstream, unreachable } from './upstream.js'

/**
 * Forwards one REST request to the data service and streams its answer back with the service's status
 * and headers. When the service cannot be reached the answer is a 502 whose text names it.
 *
 * Connections to the service are kept alive between requests, and a service may close an idle one just
 * as a request goes out on it (its keep-alive timeout ran out): the request then fails unanswered. A GET
 * or HEAD that failed so is sent again on a fresh connection; this is the transport's own repair, not the
 * client's retry policy, which only ever sees the service's real answers.
 */
export function proxyRequest(upstream: Upstream, req: IncomingMessage, res: ServerResponse): void {
  // Only a request without a body can be sent twice: its whole self is the method, path and headers.
  const repeatable =
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.headers['content-length'] === undefined &&
    req.headers['transfer-encoding'] === undefined
  const forward = (): void => {
    const outgoing = requestUpstream(upstream, req.method, req.url, endToEnd(req.headers))
    outgoing.on('response', (answer) => {
      const verdict = proxiedType(answer.headers['content-type'])
      if (!verdict.pass) {
        answer.resume()
        res.writeHead(502, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          ...proxiedAnswerHeaders,
        })
        res.end(refusedType(upstream, verdict.type))
        return
      }
      const headers: OutgoingHttpHeaders = { ...endToEnd(answer.headers), ...proxiedAnswerHeaders }
      if (verdict.type !== undefined) headers['content-type'] = verdict.type
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers)
      answer.pipe(res)
      // Cut mid-answer: cut the reader too, so it sees a broken answer rather than a short one.
      answer.on('error', () => res.destroy())
    })
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent || res.destroyed) {
        res.destroy()
        return
      }
      if (repeatable && outgoing.reusedSocket && error.code === 'ECONNRESET') {
        forward()
        return
      }
      res.writeHead(502, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...proxiedAnswerHeaders,
      })
      res.end(unreachable(upstream, error))
    })
    // A reader that goes away (a cancelled query, a closed tab) frees the request upstream too.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy()
    })
    if (repeatable) outgoing.end()
    else req.pipe(outgoing)
  }
  forward()
}
