// Helpers for mempooljs-compat.test.ts: reading what the official @mempool/mempool.js client hands back
// (its types are often wrong, so answers are read as unknown and checked), its axios errors, and the
// frames its websockets receive.
import { expect } from 'vitest'
import { fixture } from './fixtures.js'

export type Json = Record<string, unknown>

/** `value` as a JSON object; fails the test otherwise. */
export function record(value: unknown, what = 'value'): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what} is not an object: ${JSON.stringify(value)?.slice(0, 200)}`)
  }
  return value as Json
}

/** `value` as a non-empty array; fails the test otherwise. */
export function list(value: unknown, what = 'value'): unknown[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new Error(`${what} is not a non-empty array: ${JSON.stringify(value)?.slice(0, 200)}`)
  }
  return value
}

/** The first element of a non-empty array, as an object. */
export const first = (value: unknown, what = 'value'): Json =>
  record(list(value, what)[0], `${what}[0]`)

export const keysOf = (value: unknown): string[] => Object.keys(record(value)).sort()

/** The object has every `required` key, and nothing beyond them but the `optional` ones. */
export function expectKeys(
  value: unknown,
  required: readonly string[],
  optional: readonly string[] = [],
): void {
  const keys = keysOf(value)
  expect(keys).toEqual(expect.arrayContaining([...required]))
  expect(keys.filter((k) => !required.includes(k) && !optional.includes(k))).toEqual([])
}

/** The keys of a recorded response (path under the repository's fixtures/mempool/, then a path into it). */
export function recordedKeys(path: string, ...into: (string | number)[]): string[] {
  let value: unknown = fixture(path)
  for (const step of into) value = (value as Record<string | number, unknown>)[step]
  return keysOf(value)
}

/** What a failed mempool.js call (an axios error) tells: the status, body and URL requested. */
export interface HttpFailure {
  /** 0 when no HTTP answer came (connection or TLS failure). */
  status: number
  body: string
  /** The URL axios requested: its `baseURL` joined with the call's path. */
  url: string
  code: string | undefined
}

/** Awaits a call that must fail, and reads its axios error. */
export async function failure(call: Promise<unknown>): Promise<HttpFailure> {
  let error: unknown
  try {
    await call
  } catch (caught) {
    error = caught
  }
  if (error === undefined) throw new Error('expected the call to fail')
  const err = record(error, 'error')
  const config = record(err.config, 'error.config')
  const response = err.response === undefined ? undefined : record(err.response, 'error.response')
  return {
    status: typeof response?.status === 'number' ? response.status : 0,
    body: typeof response?.data === 'string' ? response.data : JSON.stringify(response?.data),
    url: `${String(config.baseURL ?? '')}${String(config.url ?? '')}`.replace(/(?<!:)\/\//g, '/'),
    code: typeof err.code === 'string' ? err.code : undefined,
  }
}

/** A socket mempool.js hands back: `ws`'s in Node, the DOM's in a browser. Both have these. */
export interface MessageSocket {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  addEventListener(type: 'open', listener: () => void): void
  addEventListener(type: 'error', listener: (event: unknown) => void): void
  send(data: string): void
  close(): void
  readonly readyState: number
  readonly url: string
}

/** Records every frame a socket receives, parsed, and waits for the ones a test expects. */
export class FrameLog {
  readonly frames: Json[] = []
  readonly opened: Promise<void>
  private waiters: (() => void)[] = []

  constructor(socket: MessageSocket) {
    this.opened = new Promise((resolve, reject) => {
      socket.addEventListener('open', () => resolve())
      socket.addEventListener('error', () => reject(new Error('websocket error')))
    })
    // Awaited by the tests that open; an error later (or while closing) is nobody's failure.
    this.opened.catch(() => {})
    socket.addEventListener('message', (event) => {
      this.frames.push(record(JSON.parse(String(event.data)), 'frame'))
      for (const wake of this.waiters.splice(0)) wake()
    })
  }

  /** The index the next frame will have: `next(key, mark())` waits for a frame from now on. */
  mark(): number {
    return this.frames.length
  }

  /** The first frame at or after `from` that has `key` (waiting for it up to `timeout` ms). */
  async next(key: string, from = 0, timeout = 5_000): Promise<Json> {
    const deadline = Date.now() + timeout
    for (;;) {
      const frame = this.frames.slice(from).find((f) => key in f)
      if (frame) return frame
      const left = deadline - Date.now()
      if (left <= 0) {
        const seen = this.frames.slice(from).map((f) => Object.keys(f).join('+'))
        throw new Error(
          `no "${key}" frame within ${timeout} ms (got: ${seen.join(', ') || 'none'})`,
        )
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Every key of the frames received at or after `from`. */
  keysSince(from: number): Set<string> {
    return new Set(this.frames.slice(from).flatMap((f) => Object.keys(f)))
  }
}
