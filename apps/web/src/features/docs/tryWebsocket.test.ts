import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeSocketClass } from './fakeSocket'
import { frameText, tryWebsocket } from './tryWebsocket'

describe('tryWebsocket', () => {
  afterEach(() => vi.useRealTimers())

  it('sends the message once open, keeps the first frames, then closes', async () => {
    const { WebSocket, sockets } = fakeSocketClass()
    const tried = tryWebsocket('ws://host/api/v1/ws', '{"action":"ping"}', { WebSocket, frames: 2 })
    const socket = sockets[0]
    if (!socket) throw new Error('no socket')
    expect(socket.url).toBe('ws://host/api/v1/ws')
    expect(socket.sent).toEqual([])
    socket.onopen?.({})
    expect(socket.sent).toEqual(['{"action":"ping"}'])
    socket.onmessage?.({ data: '{"pong":true}' })
    socket.onmessage?.({ data: 'plain' })
    socket.onmessage?.({ data: 'late' })
    expect(await tried).toEqual({ frames: ['{\n  "pong": true\n}', 'plain'], ended: 'enough' })
    expect(socket.closed).toBe(true)
  })

  it('stops listening after its time with what came', async () => {
    vi.useFakeTimers()
    const { WebSocket, sockets } = fakeSocketClass()
    const tried = tryWebsocket('ws://h/ws', '{}', { WebSocket, timeoutMs: 5000 })
    sockets[0]?.onopen?.({})
    sockets[0]?.onmessage?.({ data: '1' })
    vi.advanceTimersByTime(5000)
    expect(await tried).toEqual({ frames: ['1'], ended: 'timeout' })
  })

  it('rejects in words when the socket cannot open', async () => {
    const { WebSocket, sockets } = fakeSocketClass()
    const tried = tryWebsocket('ws://down/ws', '{}', { WebSocket })
    sockets[0]?.onerror?.({})
    await expect(tried).rejects.toThrow('Could not open a websocket to ws://down/ws')
  })

  it('cuts a long frame and says so', () => {
    expect(frameText('x'.repeat(12), 10)).toBe('xxxxxxxxxx\n… (2 more characters not shown)')
  })
})
