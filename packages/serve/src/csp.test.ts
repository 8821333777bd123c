import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultChains } from '@outpoint/wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostCookie, publicWalletRpcOrigins } from './csp.js'
import { type RunningServer, startServer } from './server.js'
import { send } from './test-helpers.js'
import { resolveUpstream } from './upstream.js'

let server: RunningServer
let root: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-csp-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  server = await startServer({
    root,
    upstream: resolveUpstream('127.0.0.1:9'),
    port: 0,
    evmChains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545/' }],
    swapApi: 'http://127.0.0.1:8997',
  })
})
afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

/** The page's policy as directives: name to sources. */
async function policyOf(path: string, headers: Record<string, string> = {}) {
  const answer = await send(`${server.url}${path}`, { headers })
  const header = String(answer.headers['content-security-policy'])
  return {
    answer,
    directives: Object.fromEntries(
      header.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/)
        return [name, sources]
      }),
    ),
  }
}

describe("the app's pages carry a strict Content-Security-Policy", () => {
  it('scripts, styles and fonts from the origin only, never framed, no referrer', async () => {
    const { answer, directives } = await policyOf('/testnet/tx/abc')
    expect(answer.headers['content-type']).toContain('text/html')
    expect(directives['default-src']).toEqual(["'none'"])
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['style-src']).toEqual(["'self'"])
    expect(directives['frame-ancestors']).toEqual(["'none'"])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(answer.headers['referrer-policy']).toBe('no-referrer')
    expect(answer.headers['x-frame-options']).toBe('DENY')
  })

  it('connects only to the origin, the wallet RPCs and the swap service; no host of its own choice', async () => {
    const { directives } = await policyOf('/')
    const own = new URL(server.url)
    expect(directives['connect-src']).toEqual([
      "'self'",
      `ws://${own.host}`,
      'http://127.0.0.1:8545',
      'http://127.0.0.1:8997',
      ...publicWalletRpcOrigins,
    ])
  })

  it("adds the data-service host the settings chose (the app's cookie), read as the client reads a host", async () => {
    const cookie = (value: string) => ({
      cookie: `other=1; ${hostCookie}=${encodeURIComponent(value)}`,
    })
    const remote = (await policyOf('/', cookie('mempool.space'))).directives['connect-src']
    expect(remote).toContain('https://mempool.space')
    expect(remote).toContain('wss://mempool.space')
    const local = (await policyOf('/', cookie('umbrel.local:3006'))).directives['connect-src']
    expect(local).toContain('http://umbrel.local:3006')
    expect(local).toContain('ws://umbrel.local:3006')
    // Anything that is not a host adds nothing: no wildcard, no path, no second directive.
    const plain = (await policyOf('/')).directives['connect-src'] ?? []
    for (const bad of ["*; script-src 'unsafe-inline'", 'https://a.example/x', '*', 'a b']) {
      const sources = (await policyOf('/', cookie(bad))).directives['connect-src'] ?? []
      expect(sources, bad).toEqual(plain)
      expect((await policyOf('/', cookie(bad))).directives['script-src']).toEqual(["'self'"])
    }
  })

  it("lists the wallet's public RPC endpoints, no more and no fewer", () => {
    const publicRpcs = defaultChains()
      .filter((chain) => !chain.local)
      .map((chain) => new URL(chain.rpcUrl).origin)
    expect(publicWalletRpcOrigins).toEqual(publicRpcs)
  })
})
