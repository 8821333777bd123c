import { TxRejected } from '../chain/mempool-accept.js'
import { peginFacts } from './accept-pegin.js'
import { displayHex } from './bytes.js'
import type { LiquidChain } from './chain.js'
import {
  amountOf,
  assetOf,
  COINBASE_INDEX,
  type ElementsInput,
  type ElementsTx,
  isCommitment,
  isFeeOutput,
  parseTx,
  serializeTx,
  type TxWitness,
  txidOf,
} from './elements-tx.js'
import { isReissuance, issuanceEntropy } from './events.js'
import { assetIdFromEntropy, reissuanceToken } from './issuance.js'
import { liquidFeeRate } from './params.js'
import type { LiquidOutput, LiquidTxRecord, PeginFacts } from './types.js'
import { discountWeight, planOfWitness, witnessLength } from './witness.js'

/*
 * `POST /tx` on Liquid: elementsd's `sendrawtransaction` with its default policy, without scripts or
 * proofs (simnet verifies no signatures, and no rangeproof or surjection proof maths). Refusals carry
 * the RPC code and reject reason elementsd 23 gives.
 */

const decodeFailed = () =>
  new TxRejected(-22, 'TX decode failed. Make sure the tx has at least one input.')
const missingInputs = () => new TxRejected(-25, 'bad-txns-inputs-missingorspent')
const rejected = (message: string) => new TxRejected(-26, message)

const maxStandardWeight = 400_000
const coinbaseMaturity = 100
/** sendrawtransaction's default `maxfeerate` (0.10 BTC/kvB), in sat/vB. */
const maxFeeRate = 10_000

/** A transaction's witness as it came, or an empty one (all of it known: nothing is drawn for it). */
function witnessOf(tx: ElementsTx): TxWitness {
  return (
    tx.witness ?? {
      inputs: tx.inputs.map(() => ({
        issuanceRangeproof: new Uint8Array(0),
        inflationKeysRangeproof: new Uint8Array(0),
        script: [],
        pegin: [],
      })),
      outputs: tx.outputs.map(() => ({
        surjectionProof: new Uint8Array(0),
        rangeproof: new Uint8Array(0),
      })),
    }
  )
}

/** The outputs a transaction's inputs spend (null for a peg-in), refusing missing and spent ones. */
function spentOutputs(chain: LiquidChain, tx: ElementsTx): (LiquidOutput | null)[] {
  return tx.inputs.map((input) => {
    if (input.pegin) return null
    const txid = displayHex(input.txid)
    const parent = chain.txs.get(txid)
    const prevout = parent?.outputs[input.vout]
    if (!parent || !prevout) throw missingInputs()
    const spender = chain.spends.get(`${txid}:${input.vout}`)
    if (spender)
      throw chain.mempool.has(spender.txid) ? rejected('txn-mempool-conflict') : missingInputs()
    const depth = parent.confirmation ? chain.tip.height - parent.confirmation.height + 1 : 0
    if (parent.coinbase && depth < coinbaseMaturity) {
      throw rejected(
        `bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth ${depth}`,
      )
    }
    return prevout
  })
}

/**
 * Checks that value in equals value out. Explicit amounts are summed per asset: spent outputs, peg-ins
 * and issuances in, outputs (the fee among them) out. Where anything is blinded the commitments balance
 * by proofs simnet cannot check; it asks that each blinded output carries its proofs (a rangeproof, and
 * a surjection proof for a blinded asset) and each blinded issuance amount its rangeproof.
 */
function checkBalance(
  tx: ElementsTx,
  witness: TxWitness,
  prevouts: (LiquidOutput | null)[],
  pegins: PeginFacts[],
  nativeAsset: string,
): void {
  const unbalanced = () => rejected('bad-txns-in-ne-out, value in != value out')
  const blinded =
    prevouts.some((p) => p && (isCommitment(p.value) || isCommitment(p.asset))) ||
    tx.outputs.some((o) => isCommitment(o.value) || isCommitment(o.asset)) ||
    tx.inputs.some(
      (i) =>
        i.issuance && (isCommitment(i.issuance.amount) || isCommitment(i.issuance.inflationKeys)),
    )
  if (blinded) {
    tx.outputs.forEach((output, i) => {
      const proofs = witness.outputs[i]
      if (isCommitment(output.value) && !proofs?.rangeproof.length) throw unbalanced()
      if (isCommitment(output.asset) && !proofs?.surjectionProof.length) throw unbalanced()
    })
    tx.inputs.forEach((input, i) => {
      const proofs = witness.inputs[i]
      if (
        input.issuance &&
        isCommitment(input.issuance.amount) &&
        !proofs?.issuanceRangeproof.length
      )
        throw unbalanced()
    })
    return
  }
  const balance = new Map<string, number>()
  const add = (asset: string, value: number) =>
    balance.set(asset, (balance.get(asset) ?? 0) + value)
  const explicit = (field: { asset: Uint8Array; value: Uint8Array }) => {
    const asset = assetOf(field.asset)
    const value = amountOf(field.value)
    return asset && value !== undefined ? { asset: displayHex(asset), value } : undefined
  }
  for (const prevout of prevouts) {
    const coin = prevout && explicit(prevout)
    if (coin) add(coin.asset, coin.value)
  }
  for (const pegin of pegins) add(nativeAsset, pegin.value)
  for (const input of tx.inputs) {
    const entropy = issuanceEntropy(input)
    if (!input.issuance || !entropy) continue
    add(displayHex(assetIdFromEntropy(entropy)), amountOf(input.issuance.amount) ?? 0)
    const tokens = amountOf(input.issuance.inflationKeys) ?? 0
    if (!isReissuance(input) && tokens > 0) add(displayHex(reissuanceToken(entropy, false)), tokens)
  }
  for (const output of tx.outputs) {
    const coin = explicit(output)
    if (coin) add(coin.asset, -coin.value)
  }
  if ([...balance.values()].some((v) => v !== 0)) throw unbalanced()
}

/**
 * Checks a raw Elements transaction as elementsd's `sendrawtransaction` would and puts it in the
 * mempool with the witness it came with. Returns its record (also when it was already in the mempool);
 * throws `TxRejected` with elementsd's code and reason otherwise. A conflict with a mempool
 * transaction is refused: simnet's Liquid mempool does no replacements.
 */
export function acceptLiquidTransaction(
  chain: LiquidChain,
  hex: string,
  time: number,
): LiquidTxRecord {
  const text = hex.trim()
  if (!/^([0-9a-fA-F]{2})+$/.test(text)) throw decodeFailed()
  let tx: ElementsTx
  try {
    tx = parseTx(Buffer.from(text, 'hex'))
  } catch {
    throw decodeFailed()
  }
  if (tx.inputs.length === 0) throw decodeFailed()
  if (tx.outputs.length === 0) throw rejected('bad-txns-vout-empty')
  const outpoints = tx.inputs.map((i) => `${displayHex(i.txid)}:${i.vout}`)
  if (new Set(outpoints).size !== outpoints.length) throw rejected('bad-txns-inputs-duplicate')
  const isNull = (i: ElementsInput) => i.vout === COINBASE_INDEX && i.txid.every((b) => b === 0)
  if (tx.inputs.some(isNull))
    throw rejected(tx.inputs.length === 1 ? 'coinbase' : 'bad-txns-prevout-null')
  if (tx.version < 1 || tx.version > 2) throw rejected('version')
  const witness = witnessOf(tx)
  const plan = planOfWitness(witness)
  const stripped = serializeTx(tx, false).length
  const weight = stripped * 4 + witnessLength(plan)
  if (weight > maxStandardWeight) throw rejected('tx-size')
  if (tx.outputs.some((o) => !isFeeOutput(o) && o.script.length === 0))
    throw rejected('scriptpubkey')

  const known = chain.txs.get(txidOf(tx))
  if (known?.confirmation) throw new TxRejected(-27, 'Transaction already in block chain')
  if (known) return known

  const pegins = peginFacts(chain, tx)
  const prevouts = spentOutputs(chain, tx)
  checkBalance(tx, witness, prevouts, pegins, chain.params.nativeAsset)
  const native = chain.nativeAssetField
  const fee = tx.outputs
    .filter((o) => isFeeOutput(o) && Buffer.compare(o.asset, native) === 0)
    .reduce((n, o) => n + (amountOf(o.value) ?? 0), 0)
  const vsize = Math.ceil(discountWeight(weight, tx, plan) / 4)
  const required = Math.ceil(vsize * liquidFeeRate)
  if (fee < required) throw rejected(`min relay fee not met, ${fee} < ${required}`)
  if (fee > Math.ceil(weight / 4) * maxFeeRate) {
    throw new TxRejected(-25, 'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)')
  }
  return chain.addTransaction({ ...tx, witness: undefined }, pegins, time, witness)
}
