import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { json, startServer, type TestServer } from '../../test/http-server.js'
import { InvalidResponseError, MissingPathParameterError } from '../errors.js'
import { createFetchClient } from './create-fetch-client.js'

/** A made-up API in openapi-typescript's shape, with what the swap documents do not have (path parameters). */
interface TestPaths {
  '/items/{id}/parts/{part}': {
    get: {
      parameters: {
        query?: { filter?: Record<string, unknown> }
        path: { id: string; part: number }
      }
      requestBody?: never
      responses: {
        200: { content: { 'application/json': { name: string } } }
        404: { content: { 'application/json': { message: string } } }
      }
    }
  }
  '/items': {
    post: {
      parameters: { query?: never; path?: never }
      requestBody: { content: { 'application/json': unknown } }
      responses: { 201: { content: { 'application/json': { id: number } } } }
    }
  }
}

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())
beforeEach(() => server.answer(json({ name: 'ok' })))

const client = () => createFetchClient<TestPaths>({ baseUrl: `${server.url}/base/` })
const get = (id: string, query?: Record<string, unknown>) =>
  client().GET('/items/{id}/parts/{part}', {
    params: { path: { id, part: 7 }, ...(query ? { query: { filter: query } } : {}) },
  })

describe('createFetchClient requests', () => {
  it('encodes path placeholders so a value cannot add segments or a query', async () => {
    await get('a/b?c=d#e f')
    expect(server.last().target).toBe('/base/items/a%2Fb%3Fc%3Dd%23e%20f/parts/7')
  })

  it('refuses a call with a placeholder left empty, before any request', async () => {
    const before = server.requests.length
    const call = client().GET('/items/{id}/parts/{part}', {
      params: { path: { id: undefined as unknown as string, part: 1 } },
    })
    await expect(call).rejects.toBeInstanceOf(MissingPathParameterError)
    expect(server.requests.length).toBe(before)
  })

  it('sends nested objects three levels deep and arrays in bracket notation', async () => {
    await get('x', { a: { b: { c: 1, list: ['p', 'q'] } }, tags: ['t 1', 't2'], skip: undefined })
    expect(server.last().target).toBe(
      '/base/items/x/parts/7?filter[a][b][c]=1&filter[a][b][list]=p&filter[a][b][list]=q&filter[tags]=t%201&filter[tags]=t2',
    )
  })

  it('sends a JSON body with its content type, and none on a GET', async () => {
    server.answer(json({ id: 3 }, 201))
    const result = await client().POST('/items', { body: { a: [1, { b: null }] } })
    expect(result.data).toEqual({ id: 3 })
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/base/items',
      body: '{"a":[1,{"b":null}]}',
    })
    expect(server.last().headers['content-type']).toBe('application/json')
    await get('x')
    expect(server.last().headers['content-type']).toBeUndefined()
    expect(server.last().body).toBe('')
  })

  it('sends a falsy body rather than dropping it', async () => {
    await client().POST('/items', { body: 0 })
    expect(server.last().body).toBe('0')
  })

  it('merges headers: client, then call, then the fixed ones', async () => {
    const fixed = createFetchClient<TestPaths>({
      baseUrl: server.url,
      headers: { 'x-a': 'client', 'x-b': 'client' },
      fixedHeaders: { 'x-c': 'fixed' },
    })
    await fixed.GET('/items/{id}/parts/{part}', {
      params: { path: { id: 'i', part: 1 } },
      headers: { 'x-b': 'call', 'X-C': 'call' },
    })
    expect(server.last().headers).toMatchObject({ 'x-a': 'client', 'x-b': 'call', 'x-c': 'fixed' })
  })

  it('uses the fetch it is given', async () => {
    const seen: string[] = []
    const withFetch = createFetchClient<TestPaths>({
      baseUrl: server.url,
      fetch: (input, init) => {
        seen.push(`${init.method} ${input}`)
        return fetch(input, init)
      },
    })
    await withFetch.POST('/items', { body: {} })
    expect(seen).toEqual([`POST ${server.url}/items`])
  })
})

describe('createFetchClient answers', () => {
  it('gives the parsed JSON of an OK answer', async () => {
    const result = await get('x')
    expect(result.data).toEqual({ name: 'ok' })
    expect(result.error).toBeUndefined()
    expect(result.response.status).toBe(200)
  })

  it.each([
    ['204', { status: 204 }],
    ['200 with no body', { status: 200 }],
    [
      '200 with an empty JSON body',
      { status: 200, headers: { 'content-type': 'application/json' } },
    ],
  ])('gives an empty data object for %s', async (_, reply) => {
    server.answer(reply)
    const result = await get('x')
    expect(result.data).toEqual({})
    expect(result.error).toBeUndefined()
  })

  it('gives the parsed JSON body of an error answer', async () => {
    server.answer(json({ message: 'no such item' }, 404))
    const result = await get('x')
    expect(result.data).toBeUndefined()
    expect(result.error).toEqual({ message: 'no such item' })
    expect(result.response.status).toBe(404)
  })

  it('gives the text of an error answer that is not JSON', async () => {
    server.answer({
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<h1>Bad gateway</h1>',
    })
    const result = await get('x')
    expect(result.error).toBe('<h1>Bad gateway</h1>')
    expect(result.response.status).toBe(502)
  })

  it('gives the text of an error whose JSON is falsy, and {} for an empty one', async () => {
    server.answer({ status: 500, body: 'null' })
    expect((await get('x')).error).toBe('null')
    server.answer({ status: 503 })
    const empty = await get('x')
    expect(empty.error).toEqual({})
    expect(empty.response.status).toBe(503)
  })

  it('throws when an OK answer is not JSON', async () => {
    server.answer({ status: 200, body: 'not json' })
    const error = await get('x').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({ status: 200, url: `${server.url}/base/items/x/parts/7` })
  })
})
