import type { MempoolStatistic } from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { nativeTransfer, pegIn, reissue } from '../src/liquid/activity.js'
import { decodeLiquidAddress } from '../src/liquid/address.js'
import { mineNext } from '../src/liquid/live.js'
import { projectLiquid } from '../src/liquid/projection.js'
import type { LiquidSim } from '../src/liquid/sim.js'
import { createRng } from '../src/rng.js'
import { LiquidHub } from '../src/server/liquid-ws-hub.js'
import { made } from './live-test-helpers.js'
import { type Frame, startService, TestClient, type TestService } from './ws-helpers.js'

// The websocket of simnet's Liquid network: the dashboard's data (init, want), and tracking an
// address, a transaction, an asset and a projected block, with Elements shapes throughout.

let service: TestService
let sim: LiquidSim
const rng = createRng(11)
let clock = 0

// Liquid is generated after its parent chain (main, short here): both take a while.
beforeAll(async () => {
  service = await startService()
  sim = await service.simnet.liquid('liquid')
  clock = sim.chain.tip.time
}, 120_000)

afterAll(() => service.close())

const open = () => TestClient.open(service.url('/liquid'))
/** A time after everything so far: the chain is still, tests move its clock. */
const later = () => {
  clock += 5
  return clock
}
const mine = () => mineNext(sim, rng, Math.max(later(), sim.chain.tip.time + 60))
const txids = (frame: Frame, key: string) => (frame[key] as { txid: string }[]).map((tx) => tx.txid)

describe('the dashboard data', () => {
  it('answers init with every key, in Elements shapes', async () => {
    const client = await open()
    client.send({ action: 'init' })
    const init = await client.next('blocks')
    expect(Object.keys(init).sort()).toEqual(
      [
        'backend',
        'backendInfo',
        'blocks',
        'conversions',
        'da',
        'fees',
        'loadingIndicators',
        'mempool-blocks',
        'mempoolInfo',
        'transactions',
        'vBytesPerSecond',
      ].sort(),
    )
    const blocks = init.blocks as Record<string, unknown>[]
    expect(blocks.map((b) => b.height)).toEqual(
      Array.from({ length: 8 }, (_, i) => sim.chain.tip.height - 7 + i),
    )
    // mempool's cached blocks come from Elements' getblock (bitcoin-api.ts convertBlock): bits null, no ext.
    expect(blocks.at(-1)).not.toHaveProperty('ext')
    expect(blocks.at(-1)).toHaveProperty('bits', null)
    expect(Object.values(init.fees as object)).toEqual([0.1, 0.1, 0.1, 0.1, 0.1])
    const mempoolBlocks = init['mempool-blocks'] as { nTx: number }[]
    expect(mempoolBlocks.reduce((n, b) => n + b.nTx, 0)).toBe(sim.chain.mempool.size)
    expect(init.mempoolInfo).toMatchObject({
      size: sim.chain.mempool.size,
      minrelaytxfee: 0.000001,
    })
    expect(init.backendInfo).toMatchObject({ lightning: false })
    client.close()
    // What the dashboard reads over REST agrees with the socket.
    const rest = (path: string) =>
      fetch(`http://127.0.0.1:${service.port}/liquid/api${path}`).then((r) => r.json())
    expect(await rest('/v1/difficulty-adjustment')).toEqual(init.da)
    expect(await rest('/v1/fees/mempool-blocks')).toEqual(init['mempool-blocks'])
    const rows = (await rest('/v1/statistics/2h')) as { min_fee: number; vsizes: number[] }[]
    expect(rows.length).toBe(121)
    for (const row of rows) {
      expect(row.min_fee).toBe(0.1)
      // mempool bands Liquid's rates times ten: the 0.1 sat/vB floor is vsize_1, 0.1 to 0.2.
      expect(row.vsizes.filter((v, band) => band !== 1 && v !== 0)).toEqual([])
    }
    expect(rows.some((row) => (row.vsizes[1] ?? 0) > 0)).toBe(true)
  })

  it('serves Liquid testnet at its own path, with its own chain', async () => {
    const testnet = await service.simnet.liquid('liquidtestnet')
    const client = await TestClient.open(service.url('/liquidtestnet'))
    client.send({ action: 'init' })
    const init = await client.next('blocks')
    expect((init.blocks as { id: string }[]).at(-1)?.id).toBe(testnet.chain.tip.hash)
    client.close()
  })

  it('sends the snapshots wanted, then an arrival and a block', async () => {
    const client = await open()
    client.send({ action: 'want', data: ['blocks', 'mempool-blocks', 'stats'] })
    const snapshot = await client.next('da')
    for (const key of ['blocks', 'mempool-blocks', 'mempoolInfo', 'vBytesPerSecond', 'fees'])
      expect(snapshot).toHaveProperty(key)
    const from = client.frames.length
    const arrival = made(nativeTransfer(sim, later()))
    const update = await client.next('transactions', from)
    expect(txids(update, 'transactions')[0]).toBe(arrival.txid)
    expect(update.mempoolInfo).toMatchObject({ size: sim.chain.mempool.size })
    const block = mine()
    const pushed = (await client.next('block', from)).block as Record<string, unknown>
    expect(pushed).toMatchObject({
      id: block.hash,
      height: block.height,
      tx_count: block.txids.length,
    })
    expect(block.txids).toContain(arrival.txid)
    client.close()
  })
  it('pushes live-2h-chart rows with the mempool banded times ten, as mempool does on Liquid', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    // Made before the hub, so its projection (the rates per discounted vbyte) has them.
    const waiting = [made(nativeTransfer(sim, later())), made(nativeTransfer(sim, later()))]
    const hub = new LiquidHub(sim, {
      updateInterval: 1_000,
      statisticsInterval: 60_000,
      maxTrackedAddresses: 10,
    })
    try {
      const rows: MempoolStatistic[] = []
      hub.add({
        wantsStatistics: true,
        pushUpdate: () => {},
        pushStatistic: (row) => rows.push(JSON.parse(`{${row.text}}`)['live-2h-chart']),
      })
      vi.advanceTimersByTime(60_000)
      const [row] = rows
      const vsize = [...sim.chain.mempool.values()].reduce((n, tx) => n + tx.vsize, 0)
      expect(waiting.every((tx) => sim.chain.mempool.has(tx.txid))).toBe(true)
      // Every payment pays the 0.1 sat/vB floor: all of it in vsize_1 (0.1 to 0.2 sat/vB).
      expect(row?.vsizes[1]).toBe(vsize)
      expect(row?.vsizes.filter((v, band) => band !== 1 && v !== 0)).toEqual([])
    } finally {
      hub.dispose()
      vi.useRealTimers()
    }
  })
})

describe('tracking', () => {
  it('follows a confidential address and a transaction to its confirmation', async () => {
    const client = await open()
    const script = decodeLiquidAddress(sim.busyAddress, sim.params.address)?.script
    if (!script) throw new Error('no busy script')
    client.send({ 'track-address': sim.busyConfidentialAddress })
    const record = made(nativeTransfer(sim, later(), script))
    const mempool = await client.next('address-transactions')
    expect(txids(mempool, 'address-transactions')).toEqual([record.txid])
    client.send({ 'track-tx': record.txid })
    expect(await client.next('txPosition')).toMatchObject({
      txPosition: { txid: record.txid, position: { block: 0 } },
    })
    const from = client.frames.length
    const block = mine()
    const confirmed = await client.next('txConfirmed', from)
    expect(confirmed.txConfirmed).toBe(record.txid)
    const inBlock = await client.next('block-transactions', from)
    expect(inBlock['block-transactions']).toMatchObject([
      {
        txid: record.txid,
        status: { confirmed: true, block_height: block.height, block_hash: block.hash },
      },
    ])
    client.close()
  })

  it('follows L-BTC pegs with track-asset, and an issued asset by its issuances', async () => {
    const client = await open()
    client.send({ 'track-asset': sim.params.nativeAsset.toUpperCase() })
    const transfer = made(nativeTransfer(sim, later()))
    const pegin = made(pegIn(sim, later(), 2_000_000))
    const pushed = await client.next('address-transactions')
    expect(txids(pushed, 'address-transactions')).toEqual([pegin.txid])
    expect(txids(pushed, 'address-transactions')).not.toContain(transfer.txid)
    const from = client.frames.length
    const block = mine()
    const inBlock = await client.next('block-transactions', from)
    expect(inBlock['block-transactions']).toMatchObject([
      { txid: pegin.txid, status: { confirmed: true, block_height: block.height } },
    ])

    const usdt = sim.registry.find((r) => r.contract.ticker === 'USDt')?.assetId ?? ''
    const asset = sim.assets.get(usdt)
    if (!asset) throw new Error('no USDt')
    client.send({ 'track-asset': usdt })
    const at = client.frames.length
    const issuance = made(reissue(sim, later(), asset, 1_000_000))
    const reissued = await client.next('address-transactions', at)
    expect(txids(reissued, 'address-transactions')).toEqual([issuance.txid])
    client.close()
  })

  it('sends a projected block in full, then deltas with consecutive sequences', async () => {
    const client = await open()
    client.send({ 'track-mempool-block': 0 })
    const snapshot = (await client.next('projected-block-transactions'))[
      'projected-block-transactions'
    ] as { sequence: number; blockTransactions: unknown[][] }
    const inBlock = new Set(snapshot.blockTransactions.map((tx) => tx[0]))
    const from = client.frames.length
    const added = [made(nativeTransfer(sim, later())), made(nativeTransfer(sim, later()))]
    const update = (await client.next('projected-block-transactions', from))[
      'projected-block-transactions'
    ] as {
      sequence: number
      blockTransactions?: unknown[][]
      delta?: { added: unknown[][]; removed: string[] }
    }
    expect(update.sequence).toBe(snapshot.sequence + 1)
    // A delta, or the block in full when most of it is new (mempool's rule).
    if (update.blockTransactions) inBlock.clear()
    for (const tx of update.blockTransactions ?? update.delta?.added ?? []) inBlock.add(tx[0])
    for (const txid of update.delta?.removed ?? []) inBlock.delete(txid)
    for (const record of added) expect(inBlock).toContain(record.txid)
    const projected = projectLiquid(sim.chain).blocks[0]?.txs.map((r) => r.txid) ?? []
    expect([...inBlock].sort()).toEqual(projected.sort())
    client.close()
  })
})
