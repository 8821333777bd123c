import { hash } from 'node:crypto'
import { script } from 'bitcoinjs-lib'
import { merkleLevels, witnessCommitment } from '../bitcoin/block.js'
import { fromHashHex, Transaction } from '../bitcoin/tx.js'
import { poolScript, subsidy } from '../chain/miner.js'
import type { Pool } from '../chain/pools.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'

/**
 * One pool's mining job as mempool's stratum watcher relays it (`StratumJob` of its backend's
 * `api/services/stratum.ts`): the fields of a Stratum V1 `mining.notify`, with the pool, the height, the
 * whole coinbase and its reward. The hex fields follow `mining.notify`: `prevHash` is the previous
 * block's hash as 8 four-byte words in reverse order of the display hash (the internal byte order with
 * each word byte-swapped), `merkleBranches` are internal-order hashes (mempool's stratum page reverses the
 * first one to link to its transaction), `version`, `bits` and `time` are big-endian 8-digit hex, and
 * `coinbase1 + extraNonce + extranonce2 + coinbase2` is the coinbase serialised without its witness,
 * as miners hash it into the merkle root.
 */
export interface StratumJob {
  /** mempool's pool id. */
  pool: number
  height: number
  /** The coinbase (no witness) with an all-zero extranonce2: what mempool's page previews. */
  coinbase: string
  /** The coinbase input's scriptSig, with the same extranonce. */
  scriptsig: string
  /** Subsidy plus the template's fees, in sats. */
  reward: number
  jobId: string
  /** The pool's extranonce1 (hex). */
  extraNonce: string
  extraNonce2Size: number
  prevHash: string
  coinbase1: string
  coinbase2: string
  merkleBranches: string[]
  version: string
  bits: string
  time: string
  /** `time` in Unix seconds. */
  timestamp: number
  /** True when the job builds on a new tip: work on older jobs is stale. */
  cleanJobs: boolean
  /** When the job was made, in Unix ms. */
  received: number
}

/** What every pool's job of one moment shares: the next block's header fields and its transactions. */
export interface JobTemplate {
  network: string
  height: number
  /** Display hex of the tip's hash. */
  previousHash: string
  version: number
  bits: number
  time: number
  fees: number
  subsidy: number
  merkleBranches: string[]
  /** BIP 141 commitment output script of the template's transactions. */
  commitment: Uint8Array
}

/** The header version a pool starts from; miners roll the version bits themselves (BIP 310). */
const baseVersion = 0x20000000
const extraNonce1Size = 4
const extraNonce2Size = 4

const hex32 = (n: number) => (n >>> 0).toString(16).padStart(8, '0')

/**
 * The template of the block after `tip` holding `txs` (projected block 0, in block order). The bits are
 * the tip's: simnet draws a retarget's new bits only when it mines, so jobs at the first height of an
 * epoch carry the old ones.
 */
export function jobTemplate(options: {
  network: string
  halvingInterval: number
  tip: BlockRecord
  time: number
  txs: readonly TxRecord[]
}): JobTemplate {
  const { tip, txs } = options
  const height = tip.height + 1
  // The coinbase's place (index 0) is a placeholder: at each level the branch is the node beside the
  // leftmost one, which never depends on the coinbase.
  const levels = merkleLevels([new Uint8Array(32), ...txs.map((r) => fromHashHex(r.txid))])
  const commitment = new Uint8Array(38)
  commitment.set([0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed])
  commitment.set(witnessCommitment(txs.map((r) => r.raw)), 6)
  return {
    network: options.network,
    height,
    previousHash: tip.hash,
    version: baseVersion,
    bits: tip.bits,
    time: Math.max(options.time, tip.mediantime + 1),
    fees: txs.reduce((n, r) => n + r.fee, 0),
    subsidy: subsidy(height, options.halvingInterval),
    merkleBranches: levels
      .slice(0, -1)
      .map((level) => Buffer.from(level[1] as Uint8Array).toString('hex')),
    commitment,
  }
}

/** A pool's extranonce1: fixed per pool and network, as a pool's server would assign one connection. */
function extraNonceOf(pool: Pool, network: string): Uint8Array {
  return hash('sha256', `simnet stratum ${network} ${pool.id}`, 'buffer').subarray(
    0,
    extraNonce1Size,
  )
}

/**
 * A pool's job on a template: a BIP 34 coinbase with the pool's tag and an 8-byte extranonce push (the
 * layout simnet's miner gives every coinbase), paying the pool's payout script, with the witness
 * commitment; split around the extranonce.
 */
export function stratumJob(
  template: JobTemplate,
  pool: Pool,
  job: { jobId: string; cleanJobs: boolean; received: number },
): StratumJob {
  const height = script.number.encode(template.height)
  const tag = [...new TextEncoder().encode(pool.tag)].slice(0, 60)
  const extraNonce = extraNonceOf(pool, template.network)
  const extraNonceSize = extraNonce1Size + extraNonce2Size
  const scriptSig = Uint8Array.from([
    height.length,
    ...height,
    tag.length,
    ...tag,
    extraNonceSize,
    ...extraNonce,
    ...new Uint8Array(extraNonce2Size),
  ])
  const reward = template.subsidy + template.fees
  const coinbase = new Transaction()
  coinbase.version = 2
  coinbase.ins.push({
    hash: new Uint8Array(32),
    index: 0xffffffff,
    script: scriptSig,
    sequence: 0xffffffff,
    witness: [],
  })
  coinbase.outs.push({ script: poolScript(pool, template.network), value: BigInt(reward) })
  coinbase.outs.push({ script: template.commitment, value: 0n })
  // Without witnesses: version (4), input count (1), outpoint (36), scriptSig length (1), then the
  // scriptSig, whose last 8 bytes are the extranonce.
  const bytes = Buffer.from(coinbase.toBuffer())
  const at = 4 + 1 + 36 + 1 + scriptSig.length - extraNonceSize
  return {
    pool: pool.id,
    height: template.height,
    coinbase: bytes.toString('hex'),
    scriptsig: Buffer.from(scriptSig).toString('hex'),
    reward,
    jobId: job.jobId,
    extraNonce: Buffer.from(extraNonce).toString('hex'),
    extraNonce2Size,
    prevHash: (template.previousHash.match(/.{8}/g) ?? []).reverse().join(''),
    coinbase1: bytes.subarray(0, at).toString('hex'),
    coinbase2: bytes.subarray(at + extraNonceSize).toString('hex'),
    merkleBranches: template.merkleBranches,
    version: hex32(template.version),
    bits: hex32(template.bits),
    time: hex32(template.time),
    timestamp: template.time,
    cleanJobs: job.cleanJobs,
    received: job.received,
  }
}
