import { outputScript, type ScriptType, scriptType } from '../bitcoin/script.js'
import type { Rng } from '../rng.js'
import { concatBytes, fromDisplayHex } from './bytes.js'
import type { LiquidChain } from './chain.js'
import {
  type ElementsInput,
  type ElementsIssuance,
  type ElementsOutput,
  type ElementsTx,
  explicitAsset,
  explicitValue,
  nullValue,
  serializeTx,
} from './elements-tx.js'
import { liquidFeeRate } from './params.js'
import type { LiquidTxRecord, PeginFacts } from './types.js'
import type { LiquidCoin, LiquidWallet } from './wallet.js'
import { discountWeight, witnessLength } from './witness.js'

/** A fresh destination of the mix Liquid wallets produce (segwit v0 and nested segwit most). */
export function randomScript(rng: Rng): Uint8Array {
  const draw = rng.next()
  if (draw < 0.4) return outputScript.p2wpkh(rng.bytes(20))
  if (draw < 0.72) return outputScript.p2sh(rng.bytes(20))
  if (draw < 0.82) return outputScript.p2tr(rng.bytes(32))
  if (draw < 0.92) return outputScript.p2wsh(rng.bytes(32))
  return outputScript.p2pkh(rng.bytes(20))
}

/** A blinded field: the header byte (one of two, by the point's parity) and 32 random bytes. */
const commitment = (rng: Rng, headers: [number, number]): Uint8Array =>
  concatBytes(Uint8Array.of(rng.chance(0.5) ? headers[0] : headers[1]), rng.bytes(32))
export const valueCommitment = (rng: Rng) => commitment(rng, [0x08, 0x09])
export const assetCommitment = (rng: Rng) => commitment(rng, [0x0a, 0x0b])
/** The sender's ephemeral key an output's nonce carries when it is blinded. */
export const nonceKey = (rng: Rng) => commitment(rng, [0x02, 0x03])

export interface InputSpec {
  /** Display txid (a Bitcoin txid for a peg-in). */
  txid: string
  vout: number
  /** The type of the script spent, for its scriptSig. */
  type: ScriptType | undefined
  issuance?: ElementsIssuance
  pegin?: Omit<PeginFacts, 'vin'>
}

export interface OutputSpec {
  script: Uint8Array
  /** Display hex. */
  asset: string
  value: number
  /** Blind asset and amount (both, as wallets do). */
  confidential: boolean
  /** Give the output back to the simulated users. */
  keep?: boolean
  /** The output the fee comes out of (an L-BTC change output). */
  paysFee?: boolean
}

export interface TxSpec {
  inputs: InputSpec[]
  outputs: OutputSpec[]
  time: number
  locktime?: number
  rbf?: boolean
}

/** The input scriptSig of a spend: a signature and key for p2pkh, the witness program for nested p2wpkh. */
function scriptSig(type: ScriptType | undefined, rng: Rng): Uint8Array {
  if (type === 'p2pkh') {
    const sig = rng.bytes(71)
    sig.set([0x30, 0x44, 0x02, 0x20], 0)
    sig[70] = 1
    const key = rng.bytes(33)
    key[0] = 2
    return concatBytes(Uint8Array.of(71), sig, Uint8Array.of(33), key)
  }
  if (type === 'p2sh') return concatBytes(Uint8Array.of(0x16, 0x00, 0x14), rng.bytes(20))
  return new Uint8Array(0)
}

function output(spec: OutputSpec, rng: Rng, native: Uint8Array, nativeId: string): ElementsOutput {
  return spec.confidential
    ? {
        asset: assetCommitment(rng),
        value: valueCommitment(rng),
        nonce: nonceKey(rng),
        script: spec.script,
      }
    : {
        asset: spec.asset === nativeId ? native : explicitAsset(fromDisplayHex(spec.asset)),
        value: explicitValue(spec.value),
        nonce: nullValue(),
        script: spec.script,
      }
}

/**
 * Builds, sizes and indexes a transaction: inputs with their scriptSigs, the outputs blinded or not, and
 * an explicit fee output of 0.1 sat per discounted vbyte taken from the `paysFee` output. Returns
 * undefined when that output cannot cover the fee. Outputs marked `keep` go back to the wallet.
 */
export function buildTx(
  chain: LiquidChain,
  wallet: LiquidWallet,
  rng: Rng,
  spec: TxSpec,
): LiquidTxRecord | undefined {
  const native = chain.params.nativeAsset
  const sequence = spec.rbf ? 0xfffffffd : rng.chance(0.5) ? 0xfffffffe : 0xffffffff
  const inputs = spec.inputs.map(
    (input): ElementsInput => ({
      txid: fromDisplayHex(input.txid),
      vout: input.vout,
      pegin: !!input.pegin,
      scriptSig: input.pegin ? new Uint8Array(0) : scriptSig(input.type, rng),
      sequence,
      issuance: input.issuance,
    }),
  )
  const outputs = spec.outputs.map((out) => output(out, rng, chain.nativeAssetField, native))
  const feeOutput: ElementsOutput = {
    asset: chain.nativeAssetField,
    value: explicitValue(0),
    nonce: nullValue(),
    script: new Uint8Array(0),
  }
  const tx: ElementsTx = {
    version: 2,
    locktime: spec.locktime ?? 0,
    inputs,
    outputs: [...outputs, feeOutput],
  }
  const pegins: PeginFacts[] = []
  spec.inputs.forEach((input, vin) => {
    if (input.pegin) pegins.push({ ...input.pegin, vin })
  })
  // The fee: explicit fields have fixed widths, so the size does not depend on the amounts.
  const plan = chain.planOf(tx, { prevouts: chain.prevoutsOf(tx), pegins })
  const stripped = serializeTx(tx, false).length
  const weight = stripped * 4 + witnessLength(plan)
  const fee = Math.ceil((discountWeight(weight, tx, plan) / 4) * liquidFeeRate)
  const payer = spec.outputs.findIndex((o) => o.paysFee)
  const paying = spec.outputs[payer]
  if (!paying || paying.asset !== native || paying.value - fee < 0) return undefined
  const rest = paying.value - fee
  if (!paying.confidential)
    tx.outputs[payer] = { ...(tx.outputs[payer] as ElementsOutput), value: explicitValue(rest) }
  feeOutput.value = explicitValue(fee)
  const record = chain.addTransaction(tx, pegins, spec.time)
  spec.outputs.forEach((out, vout) => {
    const value = vout === payer ? rest : out.value
    if (out.keep && value > 0) {
      wallet.add({ txid: record.txid, vout, asset: out.asset, value, type: scriptType(out.script) })
    }
  })
  return record
}

/** A spend of a wallet coin. */
export const spend = (coin: LiquidCoin): InputSpec => ({
  txid: coin.txid,
  vout: coin.vout,
  type: coin.type,
})
