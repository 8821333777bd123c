import { hash } from 'node:crypto'
import { bitsToDifficulty, header, merkleRoot, witnessCommitment } from '../bitcoin/block.js'
import { outputScript } from '../bitcoin/script.js'
import { Transaction } from '../bitcoin/tx.js'
import type { Rng } from '../rng.js'
import type { Chain } from './chain.js'
import type { Pool } from './pools.js'
import type { BlockRecord, TxRecord } from './types.js'

/** Block subsidy in satoshis: 50 BTC halving every `interval` blocks (210,000; 150 on regtest). */
export function subsidy(height: number, interval: number): number {
  const halvings = Math.floor(height / interval)
  return halvings >= 64 ? 0 : Math.floor(5_000_000_000 / 2 ** halvings)
}

/**
 * A pool's payout script: fixed per pool and network (derived from their names, not drawn from the
 * shared random stream), so its coinbase address repeats as real pools' do.
 */
export function poolScript(pool: Pool, network: string): Uint8Array {
  return outputScript.p2wpkh(
    hash('sha256', `simnet pool ${network} ${pool.id}`, 'buffer').subarray(0, 20),
  )
}

/** BIP 34 height push: minimal little-endian, sign bit kept clear. */
function heightPush(height: number): number[] {
  const bytes: number[] = []
  for (let h = height; h > 0; h = Math.floor(h / 256)) bytes.push(h % 256)
  if ((bytes.at(-1) ?? 0) & 0x80) bytes.push(0)
  return [bytes.length, ...bytes]
}

export interface MineOptions {
  time: number
  bits: number
  pool: Pool
  /** Mempool transactions to include, parents before children. */
  include: TxRecord[]
  rng: Rng
  /** Extra coinbase value on top of subsidy and fees (a test network's premine); default none. */
  extraReward?: number
  /** Outputs to split the coinbase value into (premine); default one. */
  coinbaseOutputs?: number
  halvingInterval: number
  /** Previous hash for the very first block. */
  genesisParent?: string
  /**
   * Called with the block and its transactions (coinbase first) just before it connects: while its
   * transactions are still in the mempool, and before anything announces it.
   */
  beforeConnect?: (block: BlockRecord, txs: readonly TxRecord[]) => void
}

/**
 * Mines a block on the tip: a BIP 34 coinbase with the pool's tag, its payout and the BIP 141 witness
 * commitment, a header with the real merkle root, and the block connected to the chain.
 */
export function mineBlock(
  chain: Chain,
  options: MineOptions,
): { block: BlockRecord; coinbase: TxRecord } {
  const previous = chain.blocks.at(-1)
  const height = previous
    ? previous.height + 1
    : chain.params.tipHeight - chain.params.historyBlocks + 1
  const fees = options.include.reduce((n, r) => n + r.fee, 0)
  const reward = subsidy(height, options.halvingInterval) + fees + (options.extraReward ?? 0)

  const coinbase = new Transaction()
  coinbase.version = 2
  const tag = [...new TextEncoder().encode(options.pool.tag)].slice(0, 60)
  const scriptSig = [...heightPush(height), tag.length, ...tag, 8, ...options.rng.bytes(8)]
  coinbase.ins.push({
    hash: new Uint8Array(32),
    index: 0xffffffff,
    script: Uint8Array.from(scriptSig),
    sequence: 0xffffffff,
    witness: [new Uint8Array(32)],
  })
  const pieces = options.coinbaseOutputs ?? 1
  const payout = poolScript(options.pool, chain.params.name)
  for (let i = 0; i < pieces; i++) {
    const value = Math.floor(reward / pieces) + (i === 0 ? reward % pieces : 0)
    coinbase.outs.push({
      script: pieces > 1 ? outputScript.p2wpkh(options.rng.bytes(20)) : payout,
      value: BigInt(value),
    })
  }
  const commitment = new Uint8Array(38)
  commitment.set([0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed])
  coinbase.outs.push({ script: commitment, value: 0n })
  commitment.set(witnessCommitment(options.include.map((r) => r.raw)), 6)

  const coinbaseRecord = chain.addTransaction(coinbase, options.time)
  const records = [coinbaseRecord, ...options.include]
  const txids = records.map((r) => r.txid)
  const root = merkleRoot(txids)
  const previousHash = previous?.hash ?? options.genesisParent ?? '00'.repeat(32)
  const version = 0x20000000 | (options.rng.int(0, 0x1fff) << 13)
  const nonce = options.rng.int(0, 0xffffffff)
  const { bytes, hash } = header({
    version,
    previousHash,
    merkleRoot: root,
    time: options.time,
    bits: options.bits,
    nonce,
  })
  const times = [...chain.blocks.slice(-10).map((b) => b.time), options.time].sort((a, b) => a - b)
  const txCountBytes = txids.length < 0xfd ? 1 : txids.length <= 0xffff ? 3 : 5
  const block: BlockRecord = {
    hash,
    height,
    version,
    previousHash,
    merkleRoot: root,
    time: options.time,
    mediantime: times[Math.floor(times.length / 2)] as number,
    bits: options.bits,
    nonce,
    difficulty: bitsToDifficulty(options.bits),
    header: bytes,
    txids,
    size: 80 + txCountBytes + records.reduce((n, r) => n + r.size, 0),
    weight: (80 + txCountBytes) * 4 + records.reduce((n, r) => n + r.weight, 0),
    pool: { id: options.pool.id, name: options.pool.name, slug: options.pool.slug },
    fees,
    reward,
    coinbaseTag: options.pool.tag,
  }
  options.beforeConnect?.(block, records)
  chain.connectBlock(block)
  return { block, coinbase: coinbaseRecord }
}
