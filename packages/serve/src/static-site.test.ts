import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from './server.js'
import { send } from './test-helpers.js'
import { resolveUpstream } from './upstream.js'

const indexHtml =
  '<!doctype html><head><title>app</title></head><script type="module" src="/assets/index-Ab12Cd34.js"></script>'
const script = `console.log(${JSON.stringify('x'.repeat(5000))})\n`
let root: string
let server: RunningServer

beforeAll(async () => {
  const parent = mkdtempSync(join(tmpdir(), 'serve-static-'))
  root = join(parent, 'dist')
  mkdirSync(join(root, 'assets'), { recursive: true })
  mkdirSync(join(root, '.vite'))
  writeFileSync(join(root, 'index.html'), indexHtml)
  writeFileSync(join(root, 'assets', 'index-Ab12Cd34.js'), script)
  writeFileSync(join(root, 'assets', 'logo-Zz99Yy88.png'), Buffer.alloc(2000, 1))
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}')
  writeFileSync(join(parent, 'secret.txt'), 'outside the build')
  // Nothing listens there: static requests must never reach the data service.
  server = await startServer({ root, upstream: resolveUpstream('127.0.0.1:9'), port: 0 })
  return () => rmSync(parent, { recursive: true, force: true })
})
afterAll(() => server.close())

describe('static site', () => {
  it('serves index.html at / without long caching', async () => {
    const answer = await send(`${server.url}/`)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(answer.body.toString()).toBe(indexHtml)
  })

  it('says in words that a 20,000-character address is too long, not a bare 431', async () => {
    const answer = await send(`${server.url}/tx/${'a'.repeat(20_000)}`)
    expect(answer.status).toBe(431)
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(answer.body.toString()).toContain('This address is too long for Outpoint')
  })

  it('answers deep links of the app with index.html', async () => {
    for (const path of ['/testnet/block/123', '/tx/abc?x=1', '/liquid/assets', '/assets']) {
      const answer = await send(`${server.url}${path}`)
      expect(answer.status, path).toBe(200)
      expect(answer.body.toString(), path).toBe(indexHtml)
    }
  })

  it("names a deep link's first data requests, unless the settings chose another host", async () => {
    const txid = 'ab'.repeat(32)
    const page = (await send(`${server.url}/testnet/tx/${txid}`)).body.toString()
    expect(page).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/testnet/api/tx/${txid}">`,
    )
    const chosen = await send(`${server.url}/testnet/tx/${txid}`, {
      headers: { cookie: 'outpoint-host=mempool.space' },
    })
    expect(chosen.body.toString()).toBe(indexHtml)
  })

  it('keeps fingerprinted assets for good and compresses text', async () => {
    const plain = await send(`${server.url}/assets/index-Ab12Cd34.js`)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)

    const br = await send(`${server.url}/assets/index-Ab12Cd34.js`, {
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(br.body).toString()).toBe(script)

    const gzip = await send(`${server.url}/assets/index-Ab12Cd34.js`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)
  })

  it('does not compress images', async () => {
    const answer = await send(`${server.url}/assets/logo-Zz99Yy88.png`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(answer.headers['content-type']).toBe('image/png')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.length).toBe(2000)
  })

  it('serves other files with their type, revalidated', async () => {
    const answer = await send(`${server.url}/favicon.svg`)
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers a missing asset with a real 404, not the app', async () => {
    for (const path of ['/assets/index-gone.js', '/robots.txt', '/testnet/favicon.ico']) {
      const answer = await send(`${server.url}${path}`)
      expect(answer.status, path).toBe(404)
      expect(answer.body.toString(), path).not.toContain('<title>')
    }
  })

  it('never leaves the build folder nor shows hidden files', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/.vite/manifest.json',
      '/%E0%A4%A.txt',
    ]) {
      const answer = await send(`${server.url}${path}`)
      expect(answer.body.toString(), path).not.toContain('outside the build')
      expect(answer.body.toString(), path).not.toBe('{}')
    }
  })

  it('answers a matching ETag with 304', async () => {
    const first = await send(`${server.url}/`)
    const tag = first.headers.etag
    expect(tag).toBeTruthy()
    const again = await send(`${server.url}/`, { headers: { 'if-none-match': String(tag) } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await send(`${server.url}/`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(indexHtml.length))
    const post = await send(`${server.url}/`, { method: 'POST', body: 'x' })
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
  })

  it('tells the app to use its own origin', async () => {
    const answer = await send(`${server.url}/outpoint-config.json`)
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(answer.body.toString())).toEqual({ apiHost: '', evmChains: [] })
  })

  it('lists the local EVM chains it was given for the wallet', async () => {
    const withChains = await startServer({
      root,
      upstream: resolveUpstream('127.0.0.1:9'),
      port: 0,
      evmChains: [
        { id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
        { id: 31338, rpcUrl: 'http://127.0.0.1:8546' },
      ],
    })
    try {
      const answer = await send(`${withChains.url}/outpoint-config.json`)
      expect(JSON.parse(answer.body.toString())).toEqual({
        apiHost: '',
        evmChains: [
          { id: 31337, name: 'Local chain 31337', rpcUrl: 'http://127.0.0.1:8545', local: true },
          { id: 31338, name: 'Local chain 31338', rpcUrl: 'http://127.0.0.1:8546', local: true },
        ],
      })
    } finally {
      await withChains.close()
    }
  })

  it('tells the app where the swap service is, when it was given one', async () => {
    const withSwap = await startServer({
      root,
      upstream: resolveUpstream('127.0.0.1:9'),
      port: 0,
      swapApi: 'http://127.0.0.1:8997/',
    })
    try {
      const answer = await send(`${withSwap.url}/outpoint-config.json`)
      expect(JSON.parse(answer.body.toString())).toEqual({
        apiHost: '',
        evmChains: [],
        swapApi: 'http://127.0.0.1:8997',
      })
    } finally {
      await withSwap.close()
    }
    await expect(
      startServer({
        root,
        upstream: resolveUpstream('127.0.0.1:9'),
        port: 0,
        swapApi: 'http://user:pw@127.0.0.1:8997',
      }),
    ).rejects.toThrow(/credentials/)
  })

  it('refuses to start with a malformed EVM chain', async () => {
    await expect(
      startServer({
        root,
        upstream: resolveUpstream('127.0.0.1:9'),
        port: 0,
        evmChains: [{ id: 31337, rpcUrl: 'file:///etc/passwd' }],
      }),
    ).rejects.toThrow(/http or https/)
  })

  it('listens on the loopback address only', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const other = Object.values(networkInterfaces())
      .flat()
      .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)
    if (!other) return // no second interface to try on this machine
    const port = new URL(server.url).port
    await expect(send(`http://${other.address}:${port}/`)).rejects.toThrow(/ECONNREFUSED/)
  })

  it('refuses to start without a build', async () => {
    await expect(
      startServer({ root: join(root, 'nope'), upstream: resolveUpstream('127.0.0.1:9'), port: 0 }),
    ).rejects.toThrow(/npm run build -w @outpoint\/web/)
  })
})
