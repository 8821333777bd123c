import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { type RunningServer, startServer } from './server.js'
import { send } from './test-helpers.js'
import { resolveUpstream } from './upstream.js'

// A stand-in data service: records what reaches it and answers by path.
const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = []
let service: Server
let sockets: WebSocketServer
let server: RunningServer
let root: string
let releaseStream: () => void = () => {}
/** Handshakes that reached the stand-in service. */
let upgrades = 0

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-proxy-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  service = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      if (req.url === '/api/stream') {
        res.writeHead(200, { 'Content-Type': 'text/plain' })
        res.write('first ')
        releaseStream = () => res.end('last')
      } else if (req.url?.startsWith('/testnet/api/tx/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain', 'X-Service': 'yes' })
        res.end('Transaction not found')
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': ['a=1', 'b=2'] })
        res.end('{"ok":true}')
      }
    })
  })
  sockets = new WebSocketServer({ noServer: true })
  service.on('upgrade', (req, socket, head) => {
    upgrades++
    if (req.url === '/signet/api/v1/ws?refuse=1') {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 6\r\n\r\nno way')
      return
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      ws.on('message', (data) => ws.send(`${req.url} echo ${data}`))
    })
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  const { port } = service.address() as AddressInfo
  server = await startServer({ root, upstream: resolveUpstream(`127.0.0.1:${port}`), port: 0 })
})
afterAll(async () => {
  await server.close()
  sockets.close()
  service.closeAllConnections()
  await new Promise((resolve) => service.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

describe('REST proxy', () => {
  it('forwards path, query, method, body and the service host', async () => {
    const answer = await send(`${server.url}/liquid/api/tx?x=1&y=%20`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-custom': 'kept' },
      body: '0200aa',
    })
    expect(answer.status).toBe(200)
    const request = seen.at(-1)
    expect(request).toMatchObject({
      method: 'POST',
      url: '/liquid/api/tx?x=1&y=%20',
      body: '0200aa',
    })
    expect(request?.headers.host).toBe(`127.0.0.1:${(service.address() as AddressInfo).port}`)
    expect(request?.headers['x-custom']).toBe('kept')
  })

  it("passes the service's status, headers and body back", async () => {
    const missing = await send(`${server.url}/testnet/api/tx/${'0'.repeat(64)}`)
    expect(missing.status).toBe(404)
    expect(missing.headers['x-service']).toBe('yes')
    expect(missing.body.toString()).toBe('Transaction not found')
    const ok = await send(`${server.url}/api/blocks`)
    expect(ok.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(JSON.parse(ok.body.toString())).toEqual({ ok: true })
  })

  it('streams the body as it comes', async () => {
    const first = await new Promise<string>((resolve, reject) => {
      fetch(`${server.url}/api/stream`)
        .then(async (res) => {
          const reader = res.body?.getReader()
          const chunk = await reader?.read()
          resolve(new TextDecoder().decode(chunk?.value))
          releaseStream()
          await reader?.cancel()
        })
        .catch(reject)
    })
    // The service has not finished its answer when the first part arrives.
    expect(first).toBe('first ')
  })

  it('answers 502 naming the service when it cannot be reached', async () => {
    const dead = await startServer({ root, upstream: resolveUpstream('127.0.0.1:9'), port: 0 })
    try {
      const answer = await send(`${dead.url}/api/blocks/tip/height`)
      expect(answer.status).toBe(502)
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(answer.body.toString()).toContain('http://127.0.0.1:9')
      expect(answer.body.toString()).toContain('ECONNREFUSED')
    } finally {
      await dead.close()
    }
  })
})

/** Opens a socket and resolves with it once open, or with the status of a refused handshake. */
function open(url: string, origin?: string): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin === undefined ? {} : { origin })
    ws.on('open', () => resolve(ws))
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.on('error', reject)
  })
}

function nextMessage(ws: WebSocket): Promise<string> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(String(data))))
}

describe('websocket proxy', () => {
  const wsUrl = () => server.url.replace('http', 'ws')

  it('tunnels /api/v1/ws and the network ones both ways', async () => {
    for (const path of ['/api/v1/ws', '/testnet4/api/v1/ws?x=1']) {
      const ws = await open(`${wsUrl()}${path}`)
      if (typeof ws === 'number') throw new Error(`refused with ${ws}`)
      const reply = nextMessage(ws)
      ws.send('{"action":"init"}')
      expect(await reply).toBe(`${path} echo {"action":"init"}`)
      ws.close()
    }
  })

  it('passes a drop at the service on to the browser', async () => {
    const ws = await open(`${wsUrl()}/api/v1/ws`)
    if (typeof ws === 'number') throw new Error(`refused with ${ws}`)
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
    for (const client of sockets.clients) client.terminate()
    // 1006: gone without a close frame, as the service's side went.
    expect(await closed).toBe(1006)
  })

  it("refuses a handshake from another site's page, and takes the app's own pages and tools", async () => {
    const own = `http://${new URL(server.url).host}`
    const before = upgrades
    for (const origin of ['https://evil.example', 'http://127.0.0.1:1', 'null']) {
      expect(await open(`${wsUrl()}/api/v1/ws`, origin)).toBe(403)
    }
    for (const origin of [own, undefined]) {
      const ws = await open(`${wsUrl()}/api/v1/ws`, origin)
      if (typeof ws === 'number') throw new Error(`refused with ${ws}`)
      ws.close()
    }
    // Only the two let through reached the service: nothing of a refused handshake did.
    expect(upgrades).toBe(before + 2)
  })

  it("passes the service's refusal on, and refuses other paths itself", async () => {
    expect(await open(`${wsUrl()}/signet/api/v1/ws?refuse=1`)).toBe(403)
    expect(await open(`${wsUrl()}/elsewhere`)).toBe(404)
    expect(await open(`${wsUrl()}/api/v1/wss`)).toBe(404)
  })

  it('answers 502 when the service cannot be reached', async () => {
    const dead = await startServer({ root, upstream: resolveUpstream('127.0.0.1:9'), port: 0 })
    try {
      expect(await open(`${dead.url.replace('http', 'ws')}/api/v1/ws`)).toBe(502)
    } finally {
      await dead.close()
    }
  })

  it('closes open tunnels when the server stops', async () => {
    const other = await startServer({
      root,
      upstream: resolveUpstream(`127.0.0.1:${(service.address() as AddressInfo).port}`),
      port: 0,
    })
    const ws = await open(`${other.url.replace('http', 'ws')}/api/v1/ws`)
    if (typeof ws === 'number') throw new Error(`refused with ${ws}`)
    const closed = new Promise((resolve) => ws.on('close', resolve))
    await other.close()
    await closed
  })
})
