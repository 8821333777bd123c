import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SimChain } from '../src/chain/history.js'
import { mine, pay, startService, TestClient, type TestService } from './ws-helpers.js'

// The target load: 50 clients on blocks, mempool-blocks, stats and one projected block. Each push must be
// computed and serialised once per update, whatever the number of clients.

let service: TestService
let sim: SimChain
const clients: TestClient[] = []

async function subscribed(): Promise<TestClient> {
  const client = await TestClient.open(service.url())
  clients.push(client)
  client.send({ action: 'want', data: ['blocks', 'mempool-blocks', 'stats'] })
  client.send({ 'track-mempool-block': 0 })
  await client.next('projected-block-transactions')
  return client
}

/** Runs `act`, waits until every client got the update's `key`, and counts JSON.stringify calls meanwhile. */
async function serialisations(key: string, act: () => void): Promise<number> {
  const marks = clients.map((c) => c.frames.length)
  const spy = vi.spyOn(JSON, 'stringify')
  try {
    act()
    await Promise.all(clients.map((c, i) => c.next(key, marks[i])))
    return spy.mock.calls.length
  } finally {
    spy.mockRestore()
  }
}

beforeAll(async () => {
  service = await startService()
  sim = await service.sim('main')
  for (let i = 0; i < 1_500; i++) pay(sim, 1 + (i % 40))
})

afterAll(async () => {
  for (const client of clients) client.close()
  await service.close()
})

describe('50 clients', () => {
  it('cost the same serialisation as one, and all get the same frames', async () => {
    await subscribed()
    // Past the throttle of the first client's subscription updates.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const one = await serialisations('mempool-blocks', () => pay(sim, 12))
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const oneBlock = await serialisations('block', () => mine(sim))
    for (let i = 1; i < 50; i++) await subscribed()
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const started = performance.now()
    const fifty = await serialisations('mempool-blocks', () => pay(sim, 13))
    const elapsed = performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const fiftyBlock = await serialisations('block', () => mine(sim))
    expect(one).toBeGreaterThan(0)
    expect(fifty).toBe(one)
    expect(fiftyBlock).toBe(oneBlock)
    const last = clients.map((c) => c.frames.at(-1))
    for (const frame of last) expect(frame).toEqual(last[0])
    expect(Object.keys(last[0] ?? {}).sort()).toEqual(
      [
        'block',
        'mempool-blocks',
        'mempoolInfo',
        'vBytesPerSecond',
        'fees',
        'da',
        'transactions',
        'projected-block-transactions',
      ].sort(),
    )
    // Generous: the update and 50 sends take a few ms; the bound only catches a per-client blow-up.
    expect(elapsed).toBeLessThan(1_000)
  })
})
