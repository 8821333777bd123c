import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

const answer =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status })

describe('loadConfig', () => {
  it('reads the api host the server names', async () => {
    expect(await loadConfig(answer('{"apiHost":" mempool.space "}'))).toEqual({
      apiHost: 'mempool.space',
    })
    expect(await loadConfig(answer('{"apiHost":""}'))).toEqual({ apiHost: '' })
  })

  it('means "no config" when it is missing, malformed or unreachable', async () => {
    expect(await loadConfig(answer('nope', 404))).toEqual({ apiHost: undefined })
    expect(await loadConfig(answer('{oops'))).toEqual({ apiHost: undefined })
    expect(await loadConfig(answer('{"apiHost":5}'))).toEqual({ apiHost: undefined })
    const refused = async (): Promise<Response> => {
      throw new TypeError('fetch failed')
    }
    expect(await loadConfig(refused)).toEqual({ apiHost: undefined })
  })
})
