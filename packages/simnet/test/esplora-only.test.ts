import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type RunningSimnet, startSimnet } from './start-simnet.js'

// simnet --esplora-only: the service a bare electrs (blockstream.info) is, on the wire.
let plain: RunningSimnet
let full: RunningSimnet
beforeAll(async () => {
  plain = await startSimnet({ seed: 3 }, { esploraOnly: true })
  full = await startSimnet({ seed: 3 })
})
afterAll(async () => {
  await plain?.close()
  await full?.close()
})

const get = (running: RunningSimnet, path: string) => fetch(`http://${running.host}${path}`)

/** How a websocket at `path` ends: 'open' or the HTTP status it was refused with. */
function upgrade(running: RunningSimnet, path: string): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${running.host}${path}`)
    ws.on('open', () => {
      ws.close()
      resolve('open')
    })
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      ws.terminate()
    })
    ws.on('error', (error) => reject(error))
  })
}

describe('simnet --esplora-only', () => {
  it('answers the Esplora routes as the full service does', async () => {
    for (const path of [
      '/regtest/api/blocks/tip/height',
      '/regtest/api/blocks',
      '/regtest/api/mempool',
    ]) {
      const [a, b] = await Promise.all([get(plain, path), get(full, path)])
      expect(a.status, path).toBe(200)
      expect(await a.text(), path).toBe(await b.text())
    }
    const fees = await get(plain, '/regtest/api/fee-estimates')
    expect(fees.status).toBe(200)
    expect(Object.keys((await fees.json()) as object)).toContain('1')
  })

  it("answers mempool's /api/v1 routes 404 with electrs' text, on Bitcoin and Liquid networks", async () => {
    for (const path of [
      '/regtest/api/v1/fees/recommended',
      '/regtest/api/v1/blocks',
      '/liquidtestnet/api/v1/blocks',
    ]) {
      const response = await get(plain, path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toBe(`endpoint does not exist "${path}"`)
      expect((await get(full, path)).status, `${path} on the full service`).toBe(200)
    }
  })

  it('refuses the websocket with a 404 where the full service opens it', async () => {
    expect(await upgrade(plain, '/regtest/api/v1/ws')).toBe(404)
    expect(await upgrade(full, '/regtest/api/v1/ws')).toBe('open')
  })
})
