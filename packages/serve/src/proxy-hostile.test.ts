import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from './server.js'
import { send } from './test-helpers.js'
import { resolveUpstream } from './upstream.js'

// A hostile data service: pages with script, script itself and SVG, under API paths the app asks.
const script = '<script>fetch("/_simnet/faucet",{method:"POST"});localStorage.clear()</script>'
const answers: Record<string, { type?: string; body: string; status?: number }> = {
  '/api/blocks/tip/height': { type: 'text/html; charset=utf-8', body: `<p>800000</p>${script}` },
  '/api/tx': { type: 'text/html; charset=utf-8', body: 'a'.repeat(64) },
  '/api/v1/lightning/nodes/x': { type: 'text/html', body: 'Node not found', status: 404 },
  '/api/v1/script': { type: 'application/javascript', body: 'alert(1)' },
  '/api/v1/asset/icon': { type: 'image/svg+xml', body: `<svg onload="alert(1)"/>` },
  '/api/v1/xhtml': { type: 'application/xhtml+xml', body: `<html>${script}</html>` },
  '/api/v1/png': { type: 'image/png', body: 'png bytes' },
  '/api/v1/json': { type: 'application/json', body: '{"ok":true}' },
  '/api/v1/none': { body: '' },
}

let service: Server
let server: RunningServer
let root: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-hostile-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  service = createServer((req, res) => {
    const answer = answers[req.url ?? ''] ?? { type: 'text/plain', body: 'missing', status: 404 }
    res.writeHead(answer.status ?? 200, answer.type ? { 'Content-Type': answer.type } : {})
    res.end(answer.body)
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  const { port } = service.address() as AddressInfo
  server = await startServer({ root, upstream: resolveUpstream(`127.0.0.1:${port}`), port: 0 })
})
afterAll(async () => {
  await server.close()
  service.closeAllConnections()
  await new Promise((resolve) => service.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

describe('what a hostile data service answers never runs on the app origin', () => {
  it('an HTML answer passes on as plain text, never sniffed, in a sandbox, its body intact', async () => {
    for (const path of ['/api/blocks/tip/height', '/api/tx', '/api/v1/lightning/nodes/x']) {
      const answer = await send(`${server.url}${path}`)
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
      expect(answer.body.toString()).toBe(answers[path]?.body)
    }
    // The status passes too: mempool's Express error texts are text/html.
    expect((await send(`${server.url}/api/v1/lightning/nodes/x`)).status).toBe(404)
  })

  it('script, SVG and XHTML answers are a 502 that says why', async () => {
    for (const [path, type] of [
      ['/api/v1/script', 'application/javascript'],
      ['/api/v1/asset/icon', 'image/svg+xml'],
      ['/api/v1/xhtml', 'application/xhtml+xml'],
    ] as const) {
      const answer = await send(`${server.url}${path}`)
      expect(answer.status).toBe(502)
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.body.toString()).toContain(`answered with content of type ${type}`)
      expect(answer.body.toString()).not.toContain('alert')
    }
  })

  it('JSON, images and an untyped empty answer pass as they are, never sniffed', async () => {
    const json = await send(`${server.url}/api/v1/json`)
    expect([json.status, json.headers['content-type'], json.body.toString()]).toEqual([
      200,
      'application/json',
      '{"ok":true}',
    ])
    expect(json.headers['x-content-type-options']).toBe('nosniff')
    expect((await send(`${server.url}/api/v1/png`)).headers['content-type']).toBe('image/png')
    const none = await send(`${server.url}/api/v1/none`)
    expect([none.status, none.headers['x-content-type-options']]).toEqual([200, 'nosniff'])
  })
})
