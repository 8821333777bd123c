import { createHook } from 'node:async_hooks'
import type { DifficultyAdjustment } from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { blockExtendedJson } from '../src/esplora/format.js'
import { feeBands } from '../src/mining/fee-bands.js'
import { bitcoinParams } from '../src/params.js'
import {
  type Frame,
  fixture,
  mine,
  pay,
  startService,
  TestClient,
  type TestService,
  until,
} from './ws-helpers.js'

let service: TestService
const clients: TestClient[] = []

async function connect(prefix = ''): Promise<TestClient> {
  const client = await TestClient.open(service.url(prefix))
  clients.push(client)
  return client
}

const keys = (value: unknown) => Object.keys(value as object).sort()

beforeAll(async () => {
  service = await startService()
  await service.sim('main')
})

afterAll(async () => {
  for (const client of clients) client.close()
  await service.close()
})

describe('init', () => {
  it('answers with the keys of the recorded init answer, each in its recorded shape', async () => {
    const sim = await service.sim()
    pay(sim, 12)
    pay(sim, 3.5)
    const client = await connect()
    client.send({ action: 'init' })
    const init = await client.next('blocks')
    const recorded = fixture('mainnet_mempoolInfo.json')
    // The recording predates `backend`; `rbfSummary` comes once replacements are known.
    const expected = [...Object.keys(recorded).filter((k) => k !== 'rbfSummary'), 'backend']
    expect(keys(init)).toEqual(expected.sort())
    for (const key of ['mempoolInfo', 'da', 'conversions', 'fees', 'loadingIndicators']) {
      expect(keys(init[key]), key).toEqual(keys(recorded[key]))
    }
    expect(init.backend).toBe('esplora')
    expect(init.backendInfo).toMatchObject({ hostname: 'simnet', lightning: true })
    const blocks = init.blocks as { height: number; id: string }[]
    const recordedBlock = (recorded.blocks as object[])[0]
    expect(blocks.map((b) => b.height)).toEqual(
      Array.from({ length: 8 }, (_, i) => sim.chain.tip.height - 7 + i),
    )
    expect(keys(blocks[0])).toEqual(keys(recordedBlock))
    expect(blocks.at(-1)).toEqual(blockExtendedJson(sim.chain, sim.chain.tip))
    const info = init.mempoolInfo as { size: number; total_fee: number }
    const fees = [...sim.chain.mempool.values()].reduce((n, r) => n + r.fee, 0)
    expect(info.size).toBe(sim.chain.mempool.size)
    expect(info.total_fee).toBeCloseTo(fees / 1e8, 10)
    const transactions = init.transactions as { txid: string }[]
    expect(transactions[0]?.txid).toBe([...sim.chain.mempool.keys()].at(-1))
    const [first] = init['mempool-blocks'] as { nTx: number }[]
    expect(first?.nTx).toBe(sim.chain.mempool.size)
  })

  it('computes the difficulty adjustment from the chain in the documented units', async () => {
    const sim = await service.sim()
    const client = await connect()
    client.send({ action: 'init' })
    const da = (await client.next('da')).da as DifficultyAdjustment
    const tip = sim.chain.tip
    const epochStart = tip.height - (tip.height % 2016)
    expect(da.remainingBlocks).toBe(2016 - (tip.height % 2016))
    expect(da.nextRetargetHeight).toBe(epochStart + 2016)
    expect(da.previousTime).toBe(sim.chain.blockAt(epochStart)?.time)
    // ms: the estimated date lies ahead of the tip by the remaining time.
    expect(da.estimatedRetargetDate).toBeGreaterThan(tip.time * 1000)
    // Never null on Bitcoin (the client's type allows null for Liquid early in an epoch).
    expect(da.remainingTime).toBe(da.remainingBlocks * (da.adjustedTimeAvg ?? Number.NaN))
    expect(da.timeAvg).toBeGreaterThan(60_000)
    expect(da.timeAvg).toBeLessThan(6_000_000)
  })
})

describe('want', () => {
  it('sends a snapshot for each newly added data set only', async () => {
    const client = await connect()
    client.send({ action: 'want', data: ['blocks', 'stats'] })
    const first = await client.next('blocks')
    expect(keys(first)).toEqual(['blocks', 'da', 'fees', 'mempoolInfo', 'vBytesPerSecond'])
    const mark = client.frames.length
    client.send({ action: 'want', data: ['blocks', 'stats', 'mempool-blocks', 'tomahawk'] })
    const second = await client.next('mempool-blocks', mark)
    expect(keys(second)).toEqual(['mempool-blocks', 'tomahawk'])
    expect((second.tomahawk as { host: string }[])[0]?.host).toBe('simnet')
    const after = client.frames.length
    client.send({ action: 'want', data: ['live-2h-chart', 'nonsense'] })
    client.send({ action: 'ping' })
    await client.next('pong', after)
    expect(client.since(after)).toEqual([{ pong: true }])
  })

  it('answers ping and refresh-blocks, several commands of one frame in one answer', async () => {
    const client = await connect()
    client.send({ action: 'ping', 'refresh-blocks': true })
    const frame = await client.next('pong')
    expect(keys(frame)).toEqual(['blocks', 'pong'])
    expect(frame.pong).toBe(true)
    expect(frame.blocks).toHaveLength(8)
  })

  it('pushes block, mempool-blocks and stats when a block is mined', async () => {
    const sim = await service.sim()
    const client = await connect()
    client.send({ action: 'want', data: ['blocks', 'mempool-blocks', 'stats'] })
    await client.next('blocks')
    const mark = client.frames.length
    pay(sim, 20)
    const { block } = mine(sim)
    const frame = await client.next('block', mark)
    expect(frame.block).toEqual(blockExtendedJson(sim.chain, block))
    expect(keys(frame)).toEqual(
      [
        'block',
        'mempool-blocks',
        'mempoolInfo',
        'vBytesPerSecond',
        'fees',
        'da',
        'transactions',
      ].sort(),
    )
    expect(frame['mempool-blocks']).toEqual([])
    expect((frame.mempoolInfo as { size: number }).size).toBe(0)
  })

  it('pushes mempool changes at most once a second', async () => {
    const sim = await service.sim()
    const client = await connect()
    client.send({ action: 'want', data: ['mempool-blocks'] })
    const start = client.frames.length
    await client.next('mempool-blocks')
    await new Promise((resolve) => setTimeout(resolve, 1_050))
    pay(sim, 5)
    const first = await client.next('mempool-blocks', start + 1)
    const firstAt = Date.now()
    pay(sim, 6)
    pay(sim, 7)
    const second = await client.next('mempool-blocks', client.frames.indexOf(first) + 1)
    expect(Date.now() - firstAt).toBeGreaterThan(900)
    const txs = (blocks: unknown) => (blocks as { nTx: number }[]).reduce((n, b) => n + b.nTx, 0)
    expect(txs(second['mempool-blocks'])).toBe(txs(first['mempool-blocks']) + 2)
    expect(client.frames.length).toBe(start + 3)
  })

  it('pushes a live-2h-chart statistics row every minute to those who want it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const other = await startService()
    try {
      const sim = await other.sim('regtest')
      pay(sim, 3.2)
      pay(sim, 150)
      const wanting = await TestClient.open(other.url('/regtest'))
      const others = await TestClient.open(other.url('/regtest'))
      wanting.send({ action: 'want', data: ['live-2h-chart'] })
      others.send({ action: 'want', data: ['blocks'] })
      await others.next('blocks')
      wanting.send({ action: 'ping' })
      await wanting.next('pong')
      vi.advanceTimersByTime(60_000)
      const frame = await wanting.next('live-2h-chart')
      const row = frame['live-2h-chart'] as { vsizes: number[]; count: number; added: number }
      expect(keys(row)).toEqual(
        [
          'added',
          'count',
          'vbytes_per_second',
          'total_fee',
          'mempool_byte_weight',
          'min_fee',
          'vsizes',
        ].sort(),
      )
      expect(row.vsizes).toHaveLength(feeBands.length)
      expect(row.count).toBe(2)
      expect(row.vsizes[feeBands.indexOf(3)]).toBeGreaterThan(0)
      expect(row.vsizes[feeBands.indexOf(150)]).toBeGreaterThan(0)
      expect(row.vsizes.filter((v) => v > 0)).toHaveLength(2)
      expect(others.frames.some((f) => 'live-2h-chart' in f)).toBe(false)
      wanting.close()
      others.close()
    } finally {
      vi.useRealTimers()
      await other.close()
    }
  })
})

describe('idling', () => {
  it('stops updating without clients and catches up with the next one', async () => {
    const other = await startService()
    try {
      const sim = await other.sim('signet')
      const first = await TestClient.open(other.url('/signet'))
      first.send({ action: 'want', data: ['stats'] })
      await first.next('mempoolInfo')
      first.close()
      await first.closed
      const listening = sim.chain.events.listenerCount('tx')
      pay(sim, 3)
      pay(sim, 4)
      mine(sim)
      const late = pay(sim, 5)
      const next = await TestClient.open(other.url('/signet'))
      next.send({ action: 'want', data: ['stats'], 'track-mempool-block': 0 })
      const frame = await next.next('mempoolInfo')
      expect((frame.mempoolInfo as { size: number }).size).toBe(1)
      const block = frame['projected-block-transactions'] as { blockTransactions: string[][] }
      expect(block.blockTransactions.map((tx) => tx[0])).toEqual([late.txid])
      expect(sim.chain.events.listenerCount('tx')).toBe(listening)
      next.close()
    } finally {
      await other.close()
    }
  })
})

describe('limits', () => {
  it('closes on a frame that is not JSON', async () => {
    const client = await connect()
    client.send('{"action": ')
    expect((await client.closed).code).toBe(1007)
  })

  it('closes on the 101st frame within 10 s, not before', async () => {
    const client = await connect()
    for (let i = 0; i < 100; i++) client.send({ action: 'ping' })
    await until(() => client.frames.length === 100, '100 pongs')
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    client.send({ action: 'ping' })
    expect((await client.closed).code).toBe(1008)
    expect(client.frames).toHaveLength(100)
  })

  it('terminates on a frame over 50,000 bytes', async () => {
    const client = await connect()
    client.send({ action: 'ping', padding: 'x'.repeat(50_000) })
    // Terminated: no close frame, the client sees an abnormal closure.
    expect((await client.closed).code).toBe(1006)
    expect(client.frames).toEqual([])
  })

  it('answers track-txs over 100 txids with an error and closes', async () => {
    const client = await connect()
    client.send({
      'track-txs': Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(64, '0')),
    })
    const frame = await client.next('track-txs-error')
    expect(frame['track-txs-error']).toMatch(/maximum of 100 txids/)
    expect((await client.closed).code).toBe(1008)
  })
})

describe('networks and paths', () => {
  it.each(['testnet', 'testnet4', 'signet', 'regtest'] as const)(
    'serves %s under its prefix',
    async (network) => {
      const client = await connect(bitcoinParams[network].prefix)
      client.send({ action: 'init' })
      const init = await client.next('blocks')
      const sim = await service.sim(network)
      expect((init.blocks as { height: number }[]).at(-1)?.height).toBe(sim.chain.tip.height)
      expect(sim.chain.tip.height).toBe(bitcoinParams[network].tipHeight)
    },
  )

  it.each([
    '/api/v1/wsx',
    '/api/ws',
    '/liquid/api/v1/wsx',
    '/elements/api/v1/ws',
    '/api/v1/ws/extra',
  ])('refuses the upgrade at %s', async (path) => {
    const socket = new WebSocket(`ws://127.0.0.1:${service.port}${path}`)
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('opened'))
      socket.on('error', (error) => resolve(error.message))
    })
    socket.close()
    expect(outcome).toMatch(/404/)
  })
})

describe('shutdown', () => {
  it('closes every socket, its listeners and its timers when the server closes', async () => {
    // Every timer simnet's code creates from here on, until it is cleared or has run.
    const timers = new Map<number, string>()
    const hook = createHook({
      init(id, type) {
        const stack = new Error().stack ?? ''
        if (type === 'Timeout' && stack.includes('/simnet/src/')) timers.set(id, stack)
      },
      destroy(id) {
        timers.delete(id)
      },
    }).enable()
    try {
      const other = await startService()
      const sim = await other.sim()
      const a = await TestClient.open(other.url())
      const b = await TestClient.open(other.url('/testnet'))
      a.send({ action: 'want', data: ['blocks', 'mempool-blocks', 'live-2h-chart'] })
      b.send({ action: 'init' })
      await a.next('blocks')
      await b.next('blocks')
      pay(sim, 4)
      expect(timers.size).toBeGreaterThan(0)
      // The chain's own mempool modules listen too, for good: only the websocket's listeners must go.
      const listening = (event: 'tx' | 'block') => sim.chain.events.listenerCount(event)
      const [tx, block] = [listening('tx'), listening('block')]
      await other.close()
      expect((await a.closed).code).toBe(1001)
      expect((await b.closed).code).toBe(1001)
      expect(listening('tx')).toBe(tx - 1)
      expect(listening('block')).toBe(block - 1)
      await new Promise((resolve) => setImmediate(resolve))
      expect([...timers.values()]).toEqual([])
      const frames: Frame[] = a.frames.slice()
      pay(sim, 4)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(a.frames).toEqual(frames)
    } finally {
      hook.disable()
    }
  })
})
