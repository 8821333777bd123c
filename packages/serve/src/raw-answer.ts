import type { Duplex } from 'node:stream'

/**
 * Answers on a raw socket (a refused websocket handshake, a request Node could not parse) with a status
 * and a plain-text body, never sniffed, and closes it.
 */
export function endWithText(socket: Duplex, status: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
