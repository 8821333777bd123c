import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ScriptType } from '../bitcoin/script.js'
import type { BitcoinParams } from '../params.js'
import { createRng } from '../rng.js'
import { Wallet } from './builder.js'
import { Chain } from './chain.js'
import { afterHistory, type SimChain } from './history.js'
import { outputScriptRanges, packRaw, TxOutput } from './output.js'
import type { BlockRecord, TxRecord } from './types.js'

/**
 * A disk cache of generated histories, so that simnet restarts in a fraction of the generation time.
 * The file holds what indexing derived (txids, output types and addresses, which outputs each input
 * spends), so loading only rebuilds the maps. The key covers the network's parameters (the tip time
 * among them), the seed and the code that generates histories: a change of any of them is a miss, never
 * a stale history. Writing a history removes the network's others of the same seed (see
 * {@link pruneHistories}), so an hourly tip time does not fill the disk.
 */
const format = 2
const scriptTypes: ScriptType[] = [
  'p2pkh',
  'p2sh',
  'v0_p2wpkh',
  'v0_p2wsh',
  'v1_p2tr',
  'p2pk',
  'multisig',
  'op_return',
  'anchor',
  'empty',
  'unknown',
]

let code: string | undefined
/**
 * A hash of the generator's own compiled files, so a new version of the code never reads an old cache.
 * Read once per process: every network's cache file is named with it.
 */
function codeHash(): string {
  if (code !== undefined) return code
  const hash = createHash('sha256')
  const self = fileURLToPath(import.meta.url)
  // Built (.js) or run from source by the tests (.ts).
  const ext = self.slice(self.lastIndexOf('.'))
  const root = dirname(dirname(self))
  // federation/ and liquid/params: main's history holds the federation's deposits and payouts.
  for (const folder of ['chain', 'bitcoin', 'federation']) {
    for (const name of readdirSync(join(root, folder)).sort()) {
      if (name.endsWith(ext) && !name.endsWith(`.test${ext}`)) {
        hash.update(name).update(readFileSync(join(root, folder, name)))
      }
    }
  }
  for (const name of ['params', 'rng', 'liquid/params']) {
    hash.update(readFileSync(join(root, name + ext)))
  }
  code = hash.digest('hex')
  return code
}

/** Where a network's history of `seed` is cached, e.g. `main-1-1763700000-3e4b0318bf530a74.bin`. */
export function cacheFile(dir: string, params: BitcoinParams, seed: number): string {
  const key = createHash('sha256')
    .update(JSON.stringify({ format, params, seed, code: codeHash() }))
    .digest('hex')
  return join(dir, `${filePrefix(params, seed)}${params.tipTime}-${key.slice(0, 16)}.bin`)
}

const filePrefix = (params: BitcoinParams, seed: number) => `${params.name}-${seed}-`

/**
 * Removes the cached histories of the network and seed of `keep` other than `keep` itself: other tip
 * times (one an hour with the CLI's default) or older code. A process running with another tip time
 * then generates its history again; a cache of each would grow without bound.
 */
export function pruneHistories(params: BitcoinParams, seed: number, keep: string): void {
  const dir = dirname(keep)
  const prefix = filePrefix(params, seed)
  for (const name of readdirSync(dir)) {
    if (name.startsWith(prefix) && name.endsWith('.bin') && name !== basename(keep)) {
      rmSync(join(dir, name), { force: true })
    }
  }
}

/** A growable byte writer. */
class Writer {
  private buffer = Buffer.alloc(1 << 20)
  length = 0
  private room(n: number) {
    if (this.length + n <= this.buffer.length) return
    const next = Buffer.alloc(Math.max(this.buffer.length * 2, this.length + n))
    this.buffer.copy(next, 0, 0, this.length)
    this.buffer = next
  }
  u8(v: number) {
    this.room(1)
    this.buffer[this.length++] = v
  }
  u32(v: number) {
    this.room(4)
    this.length = this.buffer.writeUInt32LE(v, this.length)
  }
  f64(v: number) {
    this.room(8)
    this.length = this.buffer.writeDoubleLE(v, this.length)
  }
  bytes(v: Uint8Array) {
    this.u32(v.length)
    this.room(v.length)
    this.buffer.set(v, this.length)
    this.length += v.length
  }
  text(v: string) {
    this.bytes(Buffer.from(v, 'utf8'))
  }
  done(): Buffer {
    return this.buffer.subarray(0, this.length)
  }
}

class Reader {
  at = 0
  constructor(private readonly buffer: Buffer) {}
  u8() {
    return this.buffer[this.at++] as number
  }
  u32() {
    const v = this.buffer.readUInt32LE(this.at)
    this.at += 4
    return v
  }
  f64() {
    const v = this.buffer.readDoubleLE(this.at)
    this.at += 8
    return v
  }
  bytes(): Buffer {
    const n = this.u32()
    const v = this.buffer.subarray(this.at, this.at + n)
    this.at += n
    return v
  }
  text() {
    return this.bytes().toString('utf8')
  }
}

/** Writes a freshly generated history (before any live activity) to `file`, atomically. */
export function saveHistory(sim: SimChain, file: string): void {
  const { chain } = sim
  const w = new Writer()
  const order: TxRecord[] = []
  for (const block of chain.blocks)
    for (const txid of block.txids) order.push(chain.txs.get(txid) as TxRecord)
  const position = new Map(order.map((r, i) => [r.txid, i]))
  w.u32(format)
  w.text(
    JSON.stringify({
      busyAddress: sim.busyAddress,
      batchTxid: sim.batchTxid ?? null,
      halvingInterval: sim.halvingInterval,
    }),
  )
  w.text(
    JSON.stringify(
      chain.blocks.map((b) => ({ ...b, header: Buffer.from(b.header).toString('hex') })),
    ),
  )
  w.u32(order.length)
  for (const r of order) {
    w.bytes(Buffer.from(r.txid, 'hex'))
    w.bytes(r.raw)
    w.f64(r.fee)
    w.u32(r.weight)
    w.u32(r.firstSeen)
    w.u32(r.outputs.length)
    for (const out of r.outputs) {
      w.f64(out.value)
      w.u8(scriptTypes.indexOf(out.type))
      w.text(out.address ?? '')
    }
    // Each input as the position of the transaction it spends and the output index.
    w.u32(r.prevouts.length)
    const spent = inputsOf(chain, r)
    for (const [txid, vout] of spent) {
      w.u32(position.get(txid) ?? 0xffffffff)
      w.u32(vout)
    }
  }
  const coins = sim.wallet.list()
  w.u32(coins.length)
  for (const coin of coins) {
    w.u32(position.get(coin.txid) ?? 0xffffffff)
    w.u32(coin.vout)
    w.f64(coin.value)
    w.u8(scriptTypes.indexOf(coin.type))
  }
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, w.done())
  renameSync(partial, file)
}

/** The outpoints a transaction spends, from the spends index (the chain keeps no per-input list). */
function inputsOf(chain: Chain, record: TxRecord): [string, number][] {
  if (record.coinbase) return []
  const found: [string, number, number][] = []
  for (const [outpoint, spend] of spendsOf(chain, record.txid)) {
    const [txid, vout] = outpoint.split(':') as [string, string]
    found.push([txid, Number(vout), spend])
  }
  return found.sort((a, b) => a[2] - b[2]).map(([txid, vout]) => [txid, vout])
}

/** Spends made by `txid`, from an index built once per chain. */
const spendIndex = new WeakMap<Chain, Map<string, [string, number][]>>()
function spendsOf(chain: Chain, txid: string): [string, number][] {
  let index = spendIndex.get(chain)
  if (!index) {
    index = new Map()
    for (const [outpoint, spend] of chain.spends) {
      const list = index.get(spend.txid)
      if (list) list.push([outpoint, spend.vin])
      else index.set(spend.txid, [[outpoint, spend.vin]])
    }
    spendIndex.set(chain, index)
  }
  return index.get(txid) ?? []
}

/** Loads a history saved by {@link saveHistory}, or undefined when there is none (or it is unreadable). */
export function loadHistory(
  params: BitcoinParams,
  seed: number,
  file: string,
): SimChain | undefined {
  let r: Reader
  try {
    r = new Reader(readFileSync(file))
    if (r.u32() !== format) return undefined
  } catch {
    return undefined
  }
  const meta = JSON.parse(r.text()) as {
    busyAddress: string
    batchTxid: string | null
    halvingInterval: number
  }
  const blocks = (JSON.parse(r.text()) as (Omit<BlockRecord, 'header'> & { header: string })[]).map(
    (b) => ({
      ...b,
      header: Buffer.from(b.header, 'hex'),
    }),
  )
  const chain = new Chain(params)
  const order: TxRecord[] = []
  const count = r.u32()
  for (let i = 0; i < count; i++) {
    const txid = r.bytes().toString('hex')
    // A copy: a view would keep the whole file's buffer alive.
    const raw = packRaw(r.bytes())
    const fee = r.f64()
    const weight = r.u32()
    const firstSeen = r.u32()
    const ranges = outputScriptRanges(raw)
    const outputs: TxOutput[] = []
    for (let n = r.u32(); n > 0; n--) {
      const value = r.f64()
      const type = scriptTypes[r.u8()] ?? 'unknown'
      const address = r.text()
      const range = ranges[outputs.length]
      if (!range) return undefined
      outputs.push(new TxOutput(raw, range, value, type, address || undefined))
    }
    const prevouts: TxOutput[] = []
    for (let n = r.u32(); n > 0; n--) {
      const funding = order[r.u32()]
      const vout = r.u32()
      const prevout = funding?.outputs[vout]
      if (!funding || !prevout) return undefined
      chain.spends.mark(prevout, txid, prevouts.length)
      prevouts.push(prevout)
    }
    const record: TxRecord = {
      txid,
      raw,
      outputs,
      prevouts,
      coinbase: prevouts.length === 0,
      fee,
      size: raw.length,
      weight,
      vsize: Math.ceil(weight / 4),
      firstSeen,
      confirmation: undefined,
    }
    order.push(record)
    chain.txs.set(txid, record)
    chain.mempool.set(txid, record)
  }
  for (const block of blocks) chain.connectBlock(block)
  const sim: SimChain = {
    chain,
    wallet: new Wallet(createRngPlaceholder()),
    rng: createRngPlaceholder(),
    halvingInterval: meta.halvingInterval,
    busyAddress: meta.busyAddress,
    batchTxid: meta.batchTxid ?? undefined,
  }
  for (let n = r.u32(); n > 0; n--) {
    const funding = order[r.u32()]
    const vout = r.u32()
    const value = r.f64()
    const type = scriptTypes[r.u8()] ?? 'unknown'
    if (funding) sim.wallet.add({ txid: funding.txid, vout, value, type })
  }
  return afterHistory(sim, seed)
}

/** Replaced by `afterHistory` before anything draws from it. */
const createRngPlaceholder = () => createRng(0)
