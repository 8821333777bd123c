import { outputScript, type ScriptType } from '../bitcoin/script.js'
import { fromHashHex, spendInput, Transaction, weightOf } from '../bitcoin/tx.js'
import type { Rng } from '../rng.js'
import type { Chain } from './chain.js'
import type { TxRecord } from './types.js'

/** A spendable output the simulated users hold. */
export interface Coin {
  txid: string
  vout: number
  value: number
  type: ScriptType
}

const dust = 546

/**
 * The simulated users' wallet: every output simnet creates for them can later be spent. Coins are drawn
 * at random, so histories interleave the way real ones do.
 */
export class Wallet {
  private readonly coins: Coin[] = []
  private readonly rng: Rng

  constructor(rng: Rng) {
    this.rng = rng
  }

  get size(): number {
    return this.coins.length
  }

  add(coin: Coin): void {
    this.coins.push(coin)
  }

  /** The coins, in the order a draw sees them (for the history cache). */
  list(): readonly Coin[] {
    return this.coins
  }

  /** Takes a random coin out of the wallet (swap-remove: O(1)). */
  take(): Coin | undefined {
    if (this.coins.length === 0) return undefined
    const i = this.rng.int(0, this.coins.length - 1)
    const coin = this.coins[i] as Coin
    this.coins[i] = this.coins[this.coins.length - 1] as Coin
    this.coins.pop()
    return coin
  }

  /** Takes these coins out of the wallet, wherever they are in it. */
  remove(taken: ReadonlySet<Coin>): void {
    let kept = 0
    for (const coin of this.coins) if (!taken.has(coin)) this.coins[kept++] = coin
    this.coins.length = kept
  }

  /** Takes the largest of a few random draws: big payouts need big inputs. */
  takeLarge(draws: number): Coin | undefined {
    const drawn = Array.from({ length: draws }, () => this.take()).filter((c): c is Coin => !!c)
    drawn.sort((a, b) => b.value - a.value)
    for (const coin of drawn.slice(1)) this.add(coin)
    return drawn[0]
  }
}

/** A fresh destination of a realistic type mix (segwit v0 most, then taproot, nested, legacy). */
export function randomScript(rng: Rng): Uint8Array {
  const draw = rng.next()
  if (draw < 0.45) return outputScript.p2wpkh(rng.bytes(20))
  if (draw < 0.65) return outputScript.p2tr(rng.bytes(32))
  if (draw < 0.8) return outputScript.p2sh(rng.bytes(20))
  if (draw < 0.9) return outputScript.p2pkh(rng.bytes(20))
  return outputScript.p2wsh(rng.bytes(32))
}

export interface PaymentOptions {
  time: number
  /** sat/vB */
  feeRate: number
  inputs: Coin[]
  /**
   * Recipients: script and value. A change output for the rest is added after them when above dust.
   * `outsider`: the output is someone else's (an address a caller named), never the users' to spend.
   */
  pay: { script: Uint8Array; value: number; outsider?: boolean }[]
  /** Signal BIP 125 replaceability (sequence 0xfffffffd). */
  rbf?: boolean
  locktime?: number
  /** An OP_RETURN payload to carry. */
  data?: Uint8Array
}

/**
 * Builds, sizes and indexes a payment: inputs spent with real-sized witnesses, the fee from the fee rate
 * and the final vsize, change to a fresh script. Returns undefined when the inputs cannot cover it.
 * The new outputs go back into the wallet, but for those paid to an outsider.
 */
export function buildPayment(
  chain: Chain,
  wallet: Wallet,
  rng: Rng,
  options: PaymentOptions,
): TxRecord | undefined {
  const tx = new Transaction()
  tx.version = 2
  tx.locktime = options.locktime ?? 0
  const sequence = options.rbf ? 0xfffffffd : 0xffffffff
  for (const coin of options.inputs) {
    tx.ins.push({
      hash: fromHashHex(coin.txid),
      index: coin.vout,
      script: new Uint8Array(0),
      sequence,
      witness: [],
    })
  }
  options.inputs.forEach((coin, i) => {
    spendInput(tx, i, coin.type, rng)
  })
  for (const out of options.pay) tx.outs.push({ script: out.script, value: BigInt(out.value) })
  if (options.data) tx.outs.push({ script: outputScript.opReturn(options.data), value: 0n })
  const change = randomScript(rng)
  tx.outs.push({ script: change, value: 0n })
  const available = options.inputs.reduce((n, c) => n + c.value, 0)
  const paid = options.pay.reduce((n, o) => n + o.value, 0)
  const fee = Math.ceil((weightOf(tx) / 4) * options.feeRate)
  const rest = available - paid - fee
  if (rest < 0) return undefined
  if (rest < dust) tx.outs.pop()
  else (tx.outs[tx.outs.length - 1] as { value: bigint }).value = BigInt(rest)
  const record = chain.addTransaction(tx, options.time)
  record.outputs.forEach((out, vout) => {
    if (out.type !== 'op_return' && out.value > 0 && !options.pay[vout]?.outsider)
      wallet.add({ txid: record.txid, vout, value: out.value, type: out.type })
  })
  return record
}
