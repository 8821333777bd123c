import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { endToEnd } from './headers.js'
import { endWithText } from './raw-answer.js'
import { requestUpstream, type Upstream, unreachable } from './upstream.js'

/**
 * Tunnels a websocket upgrade to the data service: the handshake is forwarded, and once the service
 * switches protocols the two connections are joined byte for byte (frames, pings, compression and close
 * codes pass unchanged). When either side goes away the other is closed, so a drop at the service reaches
 * the browser as a drop. Open tunnels are kept in `tunnels` for the server to close on shutdown.
 */
export function proxySocket(
  upstream: Upstream,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  tunnels: Set<Duplex>,
): void {
  const outgoing = requestUpstream(upstream, 'GET', req.url, {
    ...endToEnd(req.headers),
    connection: 'Upgrade',
    upgrade: String(req.headers.upgrade ?? 'websocket'),
  })
  tunnels.add(socket)
  socket.on('close', () => {
    tunnels.delete(socket)
    outgoing.destroy()
  })
  socket.on('error', () => socket.destroy())

  outgoing.on('upgrade', (answer, service, serviceHead) => {
    socket.write(statusBlock(101, answer.statusMessage ?? 'Switching Protocols', answer.rawHeaders))
    if (serviceHead.length > 0) socket.write(serviceHead)
    if (head.length > 0) service.write(head)
    service.on('error', () => service.destroy())
    service.on('close', () => socket.destroy())
    socket.on('close', () => service.destroy())
    service.pipe(socket)
    socket.pipe(service)
  })
  // The service refused the upgrade (404, 403, 429...): the browser gets its answer as it was.
  // Its body, already de-chunked here, is sent delimited by closing the connection.
  outgoing.on('response', (answer) => {
    const headers = answer.rawHeaders.filter((_, i, all) => {
      const name = (i % 2 === 0 ? all[i] : all[i - 1])?.toLowerCase()
      return name !== 'transfer-encoding' && name !== 'connection' && name !== 'keep-alive'
    })
    headers.push('Connection', 'close')
    socket.write(statusBlock(answer.statusCode ?? 502, answer.statusMessage ?? '', headers))
    answer.pipe(socket)
  })
  outgoing.on('error', (error) => {
    if (socket.destroyed) return
    endWithText(socket, '502 Bad Gateway', unreachable(upstream, error))
  })
  outgoing.end()
}

/** An HTTP/1.1 status line and header block, headers as the service spelled them. */
function statusBlock(status: number, message: string, rawHeaders: string[]): string {
  let block = `HTTP/1.1 ${status} ${message}\r\n`
  for (let i = 0; i + 1 < rawHeaders.length; i += 2)
    block += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`
  return `${block}\r\n`
}
