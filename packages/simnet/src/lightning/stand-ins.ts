import { createHash, hash } from 'node:crypto'
import { outputScript, scriptAddress } from '../bitcoin/script.js'
import { figures, fromHashHex, Transaction } from '../bitcoin/tx.js'
import type { Chain } from '../chain/chain.js'
import { packRaw, TxOutput } from '../chain/output.js'
import type { TxRecord } from '../chain/types.js'
import type { Rng } from '../rng.js'
import type { ChainClock } from './funding.js'
import type { LnChannel } from './types.js'

/**
 * The funding and closing transactions of the channels older than the generated history, so that a
 * channel's `transaction_id` (and `closing_transaction_id`) opens a transaction as on mempool.space,
 * where every channel's funding transaction is in the chain. They are confirmed at the channel's height
 * and time, before the history's first block: in a block simnet does not hold (its hash is derived from
 * the height), spending wallet outputs of transactions that are not held either, as the history's own
 * first transactions do. The funding output is a P2WSH of the channel's capacity at the channel's
 * output index; a closed channel's closing transaction spends it and pays each side its balance (the
 * closer's delayed output a P2WSH when it was forced), its fee the channel's closing fee.
 *
 * Each channel's txids are replaced by the ones of the transactions built here, and the transactions
 * are recorded in the chain (`chain.txs`, the funding output's spend), so that every transaction route
 * answers them.
 */
export function addStandIns(chain: Chain, rng: Rng, clock: ChainClock, channels: LnChannel[]) {
  for (const channel of channels) {
    if (channel.onChain) continue
    const funding = fundingTx(chain, rng, channel)
    channel.txid = funding.txid
    const closing = channel.closing
    if (!closing) continue
    const output = funding.outputs[channel.vout] as TxOutput
    const close = closingTx(chain, rng, channel, output, clock.heightBefore(closing.time))
    closing.txid = close.txid
    chain.spends.mark(output, close.txid, 0)
  }
}

/** A block hash for a height before the history: derived from it, with a real block hash's leading zeros. */
const blockHashAt = (chain: Chain, height: number) =>
  `00000000${hash('sha256', `${chain.params.name} block ${height}`, 'hex').slice(8)}`

/**
 * The bytes of one stand-in (keys, script hashes, signatures), read from a SHAKE-256 stream of a seed the
 * graph's generator gives: one hash call per transaction, several times faster than the generator byte
 * by byte, and ten thousand of them are built with the graph.
 */
class Bytes {
  private pool: Uint8Array
  private at = 0
  private round = 0

  constructor(private readonly seed: string) {
    this.pool = this.next()
  }

  private next(): Uint8Array {
    return createHash('shake256', { outputLength: 768 })
      .update(`${this.seed}:${this.round++}`)
      .digest()
  }

  take(n: number): Uint8Array {
    if (this.at + n > this.pool.length) {
      this.pool = this.next()
      this.at = 0
    }
    this.at += n
    return this.pool.slice(this.at - n, this.at)
  }

  /** A DER-shaped ECDSA signature with SIGHASH_ALL (71 bytes): nothing in simnet verifies scripts. */
  signature(): Uint8Array {
    const r = this.take(32)
    const s = this.take(32)
    r[0] = (r[0] ?? 0) & 0x7f
    s[0] = (s[0] ?? 0) & 0x7f
    return Uint8Array.from([0x30, 68, 0x02, 32, ...r, 0x02, 32, ...s, 0x01])
  }

  publicKey(): Uint8Array {
    const key = this.take(33)
    key[0] = 2 + ((key[0] ?? 0) & 1)
    return key
  }
}

const randomP2wpkh = (bytes: Bytes) => outputScript.p2wpkh(bytes.take(20))
const seedOf = (rng: Rng) => String(rng.next())

const newTx = () => {
  const tx = new Transaction()
  tx.version = 2
  return tx
}

/** Wallet outputs the stand-in's inputs spend (held nowhere): P2WPKH of the given values. */
function prevouts(chain: Chain, values: number[], bytes: Bytes): TxOutput[] {
  return values.map((value) => {
    const script = randomP2wpkh(bytes)
    const range = { start: 0, end: script.length }
    return new TxOutput(script, range, value, 'v0_p2wpkh', scriptAddress(script, chain.params))
  })
}

/** Records a confirmed stand-in transaction spending `spent` (their values are the inputs'). */
function record(
  chain: Chain,
  tx: Transaction,
  spent: TxOutput[],
  at: { height: number; time: number; index: number },
): TxRecord {
  const figured = figures(tx)
  const raw = packRaw(figured.raw)
  const outputs = chain.outputs(tx, raw)
  const fee = spent.reduce((n, o) => n + o.value, 0) - outputs.reduce((n, o) => n + o.value, 0)
  const found: TxRecord = {
    txid: figured.txid,
    raw,
    outputs,
    prevouts: spent,
    coinbase: false,
    fee,
    size: figured.size,
    weight: figured.weight,
    vsize: figured.vsize,
    firstSeen: at.time,
    confirmation: {
      height: at.height,
      hash: blockHashAt(chain, at.height),
      time: at.time,
      index: at.index,
    },
  }
  chain.txs.set(found.txid, found)
  return found
}

/**
 * The channel's funding transaction: its P2WSH at the channel's output index, wallet outputs before it
 * (and a change after it, sometimes), one input when single funded, two otherwise. A single-funded
 * channel's output is its `funding_ratio` of what the transaction spent, as mempool's forensics compute.
 */
function fundingTx(chain: Chain, rng: Rng, channel: LnChannel): TxRecord {
  const tx = newTx()
  const bytes = new Bytes(seedOf(rng))
  const inputs = channel.singleFunded ? 1 : 2
  for (let i = 0; i < inputs; i++) {
    tx.ins.push({
      hash: bytes.take(32),
      index: rng.int(0, 3),
      script: new Uint8Array(0),
      sequence: 0xfffffffd,
      witness: [bytes.signature(), bytes.publicKey()],
    })
  }
  const others = channel.vout + (channel.vout === 0 && rng.chance(0.6) ? 1 : 0)
  for (let vout = 0; vout <= others; vout++) {
    const value = vout === channel.vout ? channel.capacity : 0
    const script = vout === channel.vout ? outputScript.p2wsh(bytes.take(32)) : randomP2wpkh(bytes)
    tx.outs.push({ script, value: BigInt(value) })
  }
  // vbytes of a P2WPKH-spending transaction: 11 of frame, 68 an input, 31 an output (43 the P2WSH).
  const vsize = 11 + 68 * inputs + 31 * tx.outs.length + 12
  const fee = vsize * rng.int(2, 30)
  const paid = channel.fundingRatio
    ? Math.round(channel.capacity / channel.fundingRatio)
    : channel.capacity + fee + rng.int(10_000, 5_000_000)
  const rest = Math.max(others * 1000, paid - channel.capacity - fee)
  const changeOutputs = tx.outs.filter((_, vout) => vout !== channel.vout)
  changeOutputs.forEach((out, i) => {
    const share = Math.floor(rest / changeOutputs.length)
    out.value = BigInt(i === 0 ? rest - share * (changeOutputs.length - 1) : share)
  })
  const total = channel.capacity + (changeOutputs.length ? rest : 0) + fee
  const first = inputs === 1 ? total : Math.round(total * (0.3 + rng.next() * 0.4))
  const spent = prevouts(chain, inputs === 1 ? [total] : [first, total - first], bytes)
  return record(chain, tx, spent, {
    height: channel.height,
    time: channel.created,
    index: channel.txIndex,
  })
}

/** The closing transaction: spends the funding output, pays each side's balance, leaves the closing fee. */
function closingTx(
  chain: Chain,
  rng: Rng,
  channel: LnChannel,
  output: TxOutput,
  height: number,
): TxRecord {
  const closing = channel.closing
  if (!closing) throw new Error(`channel ${channel.shortId} is not closed`)
  const tx = newTx()
  const bytes = new Bytes(seedOf(rng))
  // The 2-of-2 funding script: OP_2 <key> <key> OP_2 OP_CHECKMULTISIG, with both signatures.
  const script = Uint8Array.from([
    0x52,
    33,
    ...bytes.publicKey(),
    33,
    ...bytes.publicKey(),
    0x52,
    0xae,
  ])
  tx.ins.push({
    hash: fromHashHex(channel.txid),
    index: channel.vout,
    script: new Uint8Array(0),
    sequence: closing.reason === 1 ? 0xffffffff : 0x80000000 + rng.int(0, 0xffffff),
    witness: [new Uint8Array(0), bytes.signature(), bytes.signature(), script],
  })
  closing.balances.forEach((balance, side) => {
    if (balance <= 0) return
    // A forced close pays the closer through a delayed (to_local) script: a P2WSH.
    const forced =
      closing.reason !== 1 && closing.closedBy === (side === 0 ? channel.node1 : channel.node2)
    const out = forced ? outputScript.p2wsh(bytes.take(32)) : randomP2wpkh(bytes)
    tx.outs.push({ script: out, value: BigInt(balance) })
  })
  return record(chain, tx, [output], { height, time: closing.time, index: rng.int(1, 2800) })
}
