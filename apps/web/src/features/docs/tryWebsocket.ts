import type { WebSocketConstructor } from '@outpoint/explorer-client/live'

/** What the websocket "try it" saw: the first frames, as text, and why it stopped listening. */
export interface TriedSocket {
  frames: string[]
  ended: 'enough' | 'timeout' | 'closed'
}

/** A frame as people read it: pretty-printed JSON, cut at `maxChars`. */
export function frameText(data: unknown, maxChars: number): string {
  const raw = typeof data === 'string' ? data : String(data)
  let text = raw
  try {
    text = JSON.stringify(JSON.parse(raw), null, 2)
  } catch {
    // Not JSON: shown as it came.
  }
  return text.length > maxChars
    ? `${text.slice(0, maxChars)}\n… (${text.length - maxChars} more characters not shown)`
    : text
}

/**
 * Opens a socket to `url`, sends `message` once it is open, keeps the first `frames` frames (or what came
 * within `timeoutMs`), then closes. Rejects when the socket cannot open. The constructor is injected.
 */
export function tryWebsocket(
  url: string,
  message: string,
  options: {
    WebSocket: WebSocketConstructor
    frames?: number
    timeoutMs?: number
    maxChars?: number
  },
): Promise<TriedSocket> {
  const wanted = options.frames ?? 3
  const maxChars = options.maxChars ?? 4000
  return new Promise((resolve, reject) => {
    const socket = new options.WebSocket(url)
    const frames: string[] = []
    let opened = false
    let done = false
    const finish = (ended: TriedSocket['ended']) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.close()
      resolve({ frames, ended })
    }
    const timer = setTimeout(() => finish('timeout'), options.timeoutMs ?? 10_000)
    socket.onopen = () => {
      opened = true
      socket.send(message)
    }
    socket.onmessage = (event: { data: unknown }) => {
      if (done) return
      frames.push(frameText(event.data, maxChars))
      if (frames.length >= wanted) finish('enough')
    }
    socket.onerror = () => {
      if (opened || done) return
      done = true
      clearTimeout(timer)
      reject(
        new Error(
          `Could not open a websocket to ${url}: the service refused it or is unreachable.`,
        ),
      )
    }
    socket.onclose = () => finish('closed')
  })
}
