import { describe, expect, it, vi } from 'vitest'
import { shownChars, tryRequest } from './tryRequest'

const clock = (...times: number[]) => {
  const queue = [...times]
  return () => queue.shift() ?? 0
}

describe('tryRequest', () => {
  it('pretty-prints JSON and reports status and time', async () => {
    const fetch = vi.fn(async () => Response.json({ a: [1, 2] }))
    const answer = await tryRequest('http://host/api/x', { fetch, now: clock(100, 142.4) })
    expect(fetch).toHaveBeenCalledWith('http://host/api/x', { method: 'GET' })
    expect(answer).toEqual({
      status: 200,
      statusText: '',
      ms: 42,
      text: '{\n  "a": [\n    1,\n    2\n  ]\n}',
      cut: 0,
    })
  })

  it('shows an error status with its text, as an answer', async () => {
    const fetch = vi.fn(
      async () => new Response('Block not found', { status: 404, statusText: 'Not Found' }),
    )
    const answer = await tryRequest('http://host/api/block/00', { fetch, now: clock(0, 5) })
    expect(answer).toMatchObject({ status: 404, statusText: 'Not Found', text: 'Block not found' })
  })

  it('cuts a long answer and says how much is left out', async () => {
    const fetch = vi.fn(async () => new Response('x'.repeat(shownChars + 123)))
    const answer = await tryRequest('http://host/api/mempool/txids', { fetch })
    expect(answer.text).toHaveLength(shownChars)
    expect(answer.cut).toBe(123)
  })

  it('shows bytes as hex', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(new Uint8Array([0, 171, 255]), {
          headers: { 'content-type': 'application/octet-stream' },
        }),
    )
    expect((await tryRequest('http://host/api/tx/ab/raw', { fetch })).text).toBe(
      '3 bytes in hex:\n00abff',
    )
  })

  it('fails when nothing comes back', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(tryRequest('http://down/api/x', { fetch })).rejects.toThrow('Failed to fetch')
  })
})
