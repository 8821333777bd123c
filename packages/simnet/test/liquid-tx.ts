import { outputScript } from '../src/bitcoin/script.js'
import { fromDisplayHex, hex } from '../src/liquid/bytes.js'
import {
  type ElementsOutput,
  type ElementsTx,
  explicitValue,
  nullValue,
  serializeTx,
} from '../src/liquid/elements-tx.js'
import type { LiquidSim } from '../src/liquid/sim.js'
import type { LiquidOutput } from '../src/liquid/types.js'

/** An unspent output a test spends, with what it holds (explicit ones only). */
export interface ExplicitCoin {
  txid: string
  vout: number
  value: number
}

const coinbaseMaturity = 100

/**
 * Unspent explicit L-BTC outputs of confirmed transactions (coinbases old enough to spend), worth at
 * least 100,000 sats. The simulated users' wallet leaves a coin someone else spent.
 */
export function explicitCoins(sim: LiquidSim, count: number): ExplicitCoin[] {
  const { chain } = sim
  const coins: ExplicitCoin[] = []
  for (const record of chain.txs.values()) {
    const height = record.confirmation?.height
    if (height === undefined || (record.coinbase && height > chain.tip.height - coinbaseMaturity))
      continue
    record.outputs.forEach((out, vout) => {
      const value =
        out.type === 'fee' || out.type === 'op_return' ? undefined : explicitNative(sim, out)
      if (value && value >= 100_000 && !chain.spends.has(`${record.txid}:${vout}`))
        coins.push({ txid: record.txid, vout, value })
    })
    if (coins.length >= count) return coins.slice(0, count)
  }
  throw new Error('not enough explicit coins')
}

/** The explicit L-BTC amount of an output, or undefined. */
function explicitNative(sim: LiquidSim, out: LiquidOutput): number | undefined {
  if (Buffer.compare(out.asset, sim.chain.nativeAssetField) !== 0 || out.value[0] !== 1)
    return undefined
  return Number(Buffer.from(out.value.subarray(1)).readBigUInt64BE())
}

export interface PaymentSpec {
  inputs: ExplicitCoin[]
  /** Explicit L-BTC outputs; the fee output is added. */
  outputs: { script: Uint8Array; value: number }[]
  fee: number
  /** Replace outputs (after the first) by blinded ones, with or without their proofs. */
  blinded?: 'with-proofs' | 'without-proofs'
}

const signature = () => {
  const sig = new Uint8Array(71).fill(0x11)
  sig.set([0x30, 0x44, 0x02, 0x20], 0)
  sig[70] = 1
  return sig
}

/** A p2wpkh destination from a seed byte. */
export const destination = (seed: number): Uint8Array =>
  outputScript.p2wpkh(new Uint8Array(20).fill(seed))

/** An Elements transaction spending `inputs` (signed like p2wpkh spends), as a wallet would build it. */
export function payment(sim: LiquidSim, spec: PaymentSpec): ElementsTx {
  const native = sim.chain.nativeAssetField
  const outputs: ElementsOutput[] = spec.outputs.map((o, i) =>
    spec.blinded && i > 0
      ? {
          asset: Uint8Array.of(0x0a, ...new Uint8Array(32).fill(7)),
          value: Uint8Array.of(0x08, ...new Uint8Array(32).fill(8)),
          nonce: Uint8Array.of(0x02, ...new Uint8Array(32).fill(9)),
          script: o.script,
        }
      : { asset: native, value: explicitValue(o.value), nonce: nullValue(), script: o.script },
  )
  outputs.push({
    asset: native,
    value: explicitValue(spec.fee),
    nonce: nullValue(),
    script: new Uint8Array(0),
  })
  const proofs = spec.blinded === 'with-proofs'
  return {
    version: 2,
    locktime: 0,
    inputs: spec.inputs.map((coin) => ({
      txid: fromDisplayHex(coin.txid),
      vout: coin.vout,
      pegin: false,
      scriptSig: new Uint8Array(0),
      sequence: 0xfffffffd,
      issuance: undefined,
    })),
    outputs,
    witness: {
      inputs: spec.inputs.map(() => ({
        issuanceRangeproof: new Uint8Array(0),
        inflationKeysRangeproof: new Uint8Array(0),
        script: [signature(), Uint8Array.of(2, ...new Uint8Array(32).fill(3))],
        pegin: [],
      })),
      outputs: outputs.map((o) => ({
        surjectionProof:
          proofs && o.asset[0] !== 1 ? new Uint8Array(67).fill(5) : new Uint8Array(0),
        rangeproof: proofs && o.value[0] !== 1 ? new Uint8Array(4174).fill(6) : new Uint8Array(0),
      })),
    },
  }
}

/**
 * The fee paying 0.1 sat per discounted vbyte for a fully explicit transaction with a witness: ELIP
 * 200 takes the outputs' proofs out of the weight, here two empty vectors (a length byte each) per
 * output.
 */
export function floorFee(tx: ElementsTx): number {
  const weight = serializeTx(tx, false).length * 3 + serializeTx(tx, true).length
  return Math.ceil(Math.ceil((weight - 2 * tx.outputs.length) / 4) * 0.1)
}

/** A payment of `coin` to `script` at the floor fee, change-free: its hex. */
export function simplePayment(sim: LiquidSim, coin: ExplicitCoin, script: Uint8Array): string {
  const draft = payment(sim, { inputs: [coin], outputs: [{ script, value: coin.value }], fee: 0 })
  const fee = floorFee(draft)
  const tx = payment(sim, { inputs: [coin], outputs: [{ script, value: coin.value - fee }], fee })
  return hex(serializeTx(tx))
}
