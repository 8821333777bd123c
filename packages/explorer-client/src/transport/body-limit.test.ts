// An answer longer than the transport's limit is refused, naming its size, whether the server says its
// length up front or streams it without one; an answer within the limit is read whole.
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors.js'
import { createHttpTransport, maxBodyBytes } from './http.js'

const twentyMegabytes = 20 * 1000 * 1000

/** A fetch answering `size` bytes of JSON text, with or without a content-length, in 1 MB chunks. */
function answering(size: number, declared: boolean) {
  let sent = 0
  const fetch = async () => {
    const chunk = new TextEncoder().encode('['.padEnd(1_000_000, ' '))
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close()
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent))
        sent += part.length
        controller.enqueue(part)
      },
    })
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (declared) headers['content-length'] = String(size)
    return new Response(body, { headers })
  }
  return { fetch, sent: () => sent }
}

describe('the size limit of an answer', () => {
  it('is 16 MiB, over the largest real answer (a 4 MB block, 8 MB were it hex)', () => {
    expect(maxBodyBytes).toBe(16 * 1024 * 1024)
  })

  it('refuses a 20 MB body whose length is declared, without reading it', async () => {
    const server = answering(twentyMegabytes, true)
    const request = createHttpTransport('http://service.test/api/', {
      fetch: server.fetch,
      retry: false,
    })
    const error = await request({ path: 'mempool/txids', as: 'json' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as Error).message).toContain('20000000 bytes')
    expect(server.sent()).toBeLessThan(twentyMegabytes)
  })

  it('refuses a 20 MB body streamed without a length, once past the limit', async () => {
    const server = answering(twentyMegabytes, false)
    const request = createHttpTransport('http://service.test/api/', {
      fetch: server.fetch,
      retry: false,
    })
    const error = await request({ path: 'block/x/raw', as: 'binary' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as Error).message).toContain(`over the limit of ${maxBodyBytes}`)
    expect(server.sent()).toBeLessThan(twentyMegabytes)
  })

  it('reads an answer within the limit whole, and takes a smaller limit when given one', async () => {
    const within = answering(3_000_000, false)
    const request = createHttpTransport('http://service.test/api/', {
      fetch: within.fetch,
      retry: false,
    })
    const bytes = await request<Uint8Array>({ path: 'block/x/raw', as: 'binary' })
    expect(bytes.length).toBe(3_000_000)
    const small = createHttpTransport('http://service.test/api/', {
      fetch: answering(3_000_000, true).fetch,
      retry: false,
      maxBodyBytes: 1_000_000,
    })
    await expect(small({ path: 'block/x/raw', as: 'binary' })).rejects.toThrow(
      'over the limit of 1000000',
    )
  })
})
