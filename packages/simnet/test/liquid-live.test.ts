import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseTx, serializeTx } from '../src/liquid/elements-tx.js'
import { createLiquidLive } from '../src/liquid/live.js'
import type { LiquidSim } from '../src/liquid/sim.js'
import type { LiquidBlockRecord } from '../src/liquid/types.js'
import { createApp } from '../src/server/app.js'
import { Simnet } from '../src/simnet.js'
import { displayHex, internalBytes, sha256d } from './bitcoin-proofs.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'
import { smallParams } from './ws-helpers.js'

// Liquid's live mode: blocks a minute apart mined from the mempool, with the transactions' bytes,
// merkle roots and every index the REST routes read staying consistent as they are added.

let running: RunningSimnet
let sim: LiquidSim
let blocks: LiquidBlockRecord[]

// Liquid is generated after its parent chain (testnet for liquidtestnet, short here).
beforeAll(async () => {
  running = await startSimnet({ params: smallParams })
  sim = await running.simnet.liquid('liquidtestnet')
  const start = sim.chain.tip
  const live = createLiquidLive(sim, { txRate: 0.2, blockInterval: 60 })
  live.advance(start.time + 30 * 60)
  blocks = sim.chain.blocks.filter((b) => b.height > start.height)
}, 120_000)

afterAll(() => running.close())

const api = (path: string) => `http://${running.host}/liquidtestnet/api${path}`
const text = async (path: string) => (await fetch(api(path))).text()
const json = async <T>(path: string): Promise<T> => (await fetch(api(path))).json() as Promise<T>

/** Bitcoin's merkle root (Elements keeps it) of display-hex txids. */
function merkleRoot(txids: string[]): string {
  let level = txids.map(internalBytes)
  while (level.length > 1) {
    const next: Buffer[] = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Buffer
      next.push(sha256d(Buffer.concat([left, level[i + 1] ?? left])))
    }
    level = next
  }
  return displayHex(level[0] ?? Buffer.alloc(32))
}

describe('thirty minutes of live Liquid', () => {
  test('a block every minute, mined from the mempool', () => {
    expect(blocks.length).toBe(30)
    blocks.forEach((block, i) => {
      const previous = sim.chain.blockAt(block.height - 1)
      expect(block.time - (previous?.time ?? 0)).toBe(60)
      expect(block.previousHash).toBe(previous?.hash)
      if (i > 0) expect(block.height).toBe((blocks[i - 1]?.height ?? 0) + 1)
    })
    const arrivals = blocks.reduce((n, b) => n + b.txids.length - 1, 0)
    // 0.2 a second for 30 minutes: about 360, most of them confirmed within a minute.
    expect(arrivals).toBeGreaterThan(250)
    expect(sim.chain.mempool.size).toBeLessThan(40)
  })

  test("each block's merkle root is the root of its transactions' bytes, parents first", async () => {
    for (const block of blocks.slice(-5)) {
      const txids = await json<string[]>(`/block/${block.hash}/txids`)
      const fromBytes: string[] = []
      for (const txid of txids) {
        const raw = new Uint8Array(await (await fetch(api(`/tx/${txid}/raw`))).arrayBuffer())
        const tx = parseTx(raw)
        fromBytes.push(displayHex(sha256d(serializeTx(tx, false))))
        for (const input of tx.inputs) {
          const parent = txids.indexOf(displayHex(input.txid))
          if (parent >= 0) expect(parent).toBeLessThan(fromBytes.length - 1)
        }
      }
      expect(fromBytes).toEqual(txids)
      const header = Buffer.from(await text(`/block/${block.hash}/header`), 'hex')
      expect(displayHex(header.subarray(36, 68))).toBe(merkleRoot(fromBytes))
      expect(await json(`/block/${block.hash}`)).toMatchObject({
        merkle_root: merkleRoot(fromBytes),
      })
    }
  })

  test('address stats, histories and unspent outputs agree with the transactions', async () => {
    const block = blocks.at(-3)
    const record = block && sim.chain.txs.get(block.txids[1] ?? '')
    const addresses = (record?.outputs ?? []).flatMap((o) => (o.address ? [o.address] : []))
    expect(addresses.length).toBeGreaterThan(0)
    for (const address of addresses) {
      let confirmed = 0
      let funded = 0
      for (const r of sim.chain.txs.values()) {
        if (!r.confirmation) continue
        const outs = r.outputs.filter((o) => o.address === address).length
        const ins = r.prevouts.filter((o) => o?.address === address).length
        if (outs + ins) confirmed++
        funded += outs
      }
      const stats = await json<{ chain_stats: { tx_count: number; funded_txo_count: number } }>(
        `/address/${address}`,
      )
      expect(stats.chain_stats).toMatchObject({ tx_count: confirmed, funded_txo_count: funded })
      const history = await json<{ txid: string }[]>(`/address/${address}/txs/chain`)
      expect(history.length).toBe(Math.min(confirmed, 25))
      for (const utxo of await json<{ txid: string; vout: number }[]>(`/address/${address}/utxo`))
        expect(await json(`/tx/${utxo.txid}/outspend/${utxo.vout}`)).toEqual({ spent: false })
    }
  })

  test('L-BTC peg statistics count the confirmed pegs', async () => {
    let pegins = 0
    let pegouts = 0
    for (const r of sim.chain.txs.values()) {
      if (!r.confirmation) continue
      pegins += r.pegins.length
      pegouts += r.events.filter((e) => e.kind === 'pegout').length
    }
    const asset = await json<{ chain_stats: { peg_in_count: number; peg_out_count: number } }>(
      `/asset/${sim.params.nativeAsset}`,
    )
    expect(asset.chain_stats).toMatchObject({ peg_in_count: pegins, peg_out_count: pegouts })
  })
})

test('a live simnet signs Liquid blocks on its own, faster with --speed', async () => {
  // Main short: Liquid waits for its parent chain, and this is about Liquid's clock.
  const simnet = new Simnet({
    speed: 240,
    params: { main: { historyBlocks: 700, fullBlocks: 12 } },
  })
  const server = createApp(simnet).listen(0, '127.0.0.1')
  await once(server, 'listening')
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/liquid/api`
  try {
    const height = async () => Number(await (await fetch(`${base}/blocks/tip/height`)).text())
    const start = await height()
    // A minute is a quarter of a second at 240 times.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(await height()).toBeGreaterThanOrEqual(start + 3)
  } finally {
    simnet.stop()
    server.close()
  }
})
