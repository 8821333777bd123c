import { once } from 'node:events'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket } from 'ws'
import { outputScript, scriptAddress } from '../src/bitcoin/script.js'
import { buildPayment, type Coin } from '../src/chain/builder.js'
import type { SimChain } from '../src/chain/history.js'
import { mineBlock } from '../src/chain/miner.js'
import { pools } from '../src/chain/pools.js'
import type { TxRecord } from '../src/chain/types.js'
import type { BitcoinNetworkName } from '../src/params.js'
import { createApp } from '../src/server/app.js'
import { Simnet } from '../src/simnet.js'
import { fixture as recorded } from './fixtures.js'

/** A recorded frame of the real service, from the repository's `fixtures/mempool/frontend-cypress/`. */
export function fixture(name: string): Frame {
  return recorded(`frontend-cypress/${name}`) as Frame
}

/** Short histories: every network generates in well under a second. */
export const smallParams = {
  main: { historyBlocks: 700, fullBlocks: 12 },
  testnet: { historyBlocks: 200, fullBlocks: 5 },
  testnet4: { historyBlocks: 200, fullBlocks: 5 },
  signet: { historyBlocks: 200, fullBlocks: 5 },
  regtest: { historyBlocks: 200, fullBlocks: 5 },
}

export interface TestService {
  simnet: Simnet
  server: Server
  port: number
  /** The websocket URL of a network prefix ('' for main). */
  url(prefix?: string): string
  sim(network?: BitcoinNetworkName): Promise<SimChain>
  close(): Promise<void>
}

/** `createApp` over a non-live simnet with short histories, on 127.0.0.1 and a free port. */
export async function startService(): Promise<TestService> {
  const simnet = new Simnet({ live: false, params: smallParams })
  const server = createApp(simnet)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    simnet,
    server,
    port,
    url: (prefix = '') => `ws://127.0.0.1:${port}${prefix}/api/v1/ws`,
    sim: (network = 'main') => simnet.bitcoin(network),
    close: () =>
      new Promise<void>((resolve, reject) => {
        simnet.stop()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

export type Frame = Record<string, unknown>

/** A `ws` client that records every frame the server sends. */
export class TestClient {
  readonly frames: Frame[] = []
  readonly socket: WebSocket
  readonly closed: Promise<{ code: number; reason: string }>
  private waiters: (() => void)[] = []

  private constructor(socket: WebSocket) {
    this.socket = socket
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame)
      for (const wake of this.waiters.splice(0)) wake()
    })
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() })
        for (const wake of this.waiters.splice(0)) wake()
      })
    })
  }

  static async open(url: string): Promise<TestClient> {
    const socket = new WebSocket(url)
    const client = new TestClient(socket)
    await once(socket, 'open')
    return client
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
  }

  /** Frames received after `from` (an index into `frames`). */
  since(from: number): Frame[] {
    return this.frames.slice(from)
  }

  /** Waits for a frame at or after `from` that has `key`, and returns it. */
  async next(key: string, from = 0, timeout = 5_000): Promise<Frame> {
    const deadline = Date.now() + timeout
    for (;;) {
      const frame = this.frames.slice(from).find((f) => key in f)
      if (frame) return frame
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error(`closed before "${key}"`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no "${key}" frame within ${timeout} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  close(): void {
    this.socket.close()
  }
}

/** Waits until `check` holds, polling. */
export async function until(check: () => boolean, what: string, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** A wallet coin that is still unspent and worth at least `min` sats. */
export function takeCoin(sim: SimChain, min: number): Coin {
  for (let i = 0; i < 10_000; i++) {
    const coin = sim.wallet.take()
    if (!coin) break
    if (coin.value >= min && sim.chain.unspent(coin.txid, coin.vout)) return coin
  }
  throw new Error('no spendable coin left')
}

/** A fresh P2WPKH script and its address on the sim's network. */
export function freshAddress(sim: SimChain): { script: Uint8Array; address: string } {
  const script = outputScript.p2wpkh(sim.rng.bytes(20))
  const address = scriptAddress(script, sim.chain.params)
  if (!address) throw new Error('no address')
  return { script, address }
}

/** Adds a mempool payment at `feeRate` sat/vB, to `to` or a fresh script; optionally spending `from`. */
export function pay(
  sim: SimChain,
  feeRate: number,
  options: { to?: Uint8Array; from?: Coin; value?: number } = {},
): TxRecord {
  const input = options.from ?? takeCoin(sim, 200_000)
  const record = buildPayment(sim.chain, sim.wallet, sim.rng, {
    time: sim.chain.tip.time + 60,
    feeRate,
    inputs: [input],
    pay: [
      {
        script: options.to ?? outputScript.p2wpkh(sim.rng.bytes(20)),
        value: options.value ?? Math.floor(input.value / 2),
      },
    ],
    rbf: true,
  })
  if (!record) throw new Error('payment not built')
  return record
}

/** Output `vout` of a transaction as a coin to spend. */
export function coinOf(record: TxRecord, vout: number): Coin {
  const out = record.outputs[vout]
  if (!out) throw new Error(`no output ${vout}`)
  return { txid: record.txid, vout, value: out.value, type: out.type }
}

/** Mines a block on the tip with `include` (default: the whole mempool, in arrival order). */
export function mine(sim: SimChain, include = [...sim.chain.mempool.values()]) {
  const tip = sim.chain.tip
  return mineBlock(sim.chain, {
    time: tip.time + 600,
    bits: tip.bits,
    pool: pools[0] as (typeof pools)[number],
    include,
    rng: sim.rng,
    halvingInterval: sim.halvingInterval,
  })
}
