import type { SocketLike, WebSocketConstructor } from '@outpoint/explorer-client/live'

/** A socket class for tests: each instance is kept in `sockets`; the test plays the server. */
export function fakeSocketClass() {
  const sockets: (SocketLike & { url: string; sent: string[]; closed: boolean })[] = []
  class FakeSocket implements SocketLike {
    readyState = 0
    sent: string[] = []
    closed = false
    onopen: SocketLike['onopen'] = null
    onmessage: SocketLike['onmessage'] = null
    onclose: SocketLike['onclose'] = null
    onerror: SocketLike['onerror'] = null
    constructor(readonly url: string) {
      sockets.push(this)
    }
    send(data: string) {
      this.sent.push(data)
    }
    close() {
      this.closed = true
    }
  }
  return { WebSocket: FakeSocket as WebSocketConstructor, sockets }
}
