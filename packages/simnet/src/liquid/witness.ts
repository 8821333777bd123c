import type { ScriptType } from '../bitcoin/script.js'
import { createRng, type Rng } from '../rng.js'
import { compactSizeLength, u64be } from './bytes.js'
import {
  COINBASE_INDEX,
  type ElementsTx,
  type InputWitness,
  isCommitment,
  type OutputWitness,
  type TxWitness,
} from './elements-tx.js'

/*
 * Witnesses are most of a Liquid transaction's bytes (a rangeproof is 4,174 bytes per confidential
 * output), and nothing in simnet verifies them. So a transaction is stored without its witness; the
 * witness has a *plan* whose lengths follow from the transaction's structure alone (sizes, weights and
 * fees are computed from it) and whose random contents are drawn, when the transaction is served, from a
 * generator seeded by the txid: the same bytes every time, without keeping them.
 */

type Fill = 'signature' | 'pubkey' | 'rangeproof' | 'multisig' | 'bytes'

/** A witness item: fixed bytes, or bytes of a known length and shape drawn when written. */
export type WitnessItem = Uint8Array | { fill: Fill; length: number } | { surjection: number }

export interface InputWitnessPlan {
  issuanceRangeproof: WitnessItem
  inflationKeysRangeproof: WitnessItem
  script: WitnessItem[]
  pegin: WitnessItem[]
}

export interface OutputWitnessPlan {
  surjectionProof: WitnessItem
  rangeproof: WitnessItem
}

export interface WitnessPlan {
  inputs: InputWitnessPlan[]
  outputs: OutputWitnessPlan[]
}

/** What the plan needs beyond the transaction: how each input is spent, and peg-in data. */
export interface SpendFacts {
  /** Script type of the output each input spends; undefined for a coinbase, peg-in or unknown prevout. */
  prevoutTypes: readonly (ScriptType | 'fee' | undefined)[]
  /** Peg-in witness stacks by input index (mostly fixed by the peg-in; the merkle proof is drawn). */
  pegins: ReadonlyMap<number, readonly WitnessItem[]>
}

const empty = new Uint8Array(0)
/** A Borromean rangeproof of a 52-bit mantissa, the size Liquid wallets produce. */
const rangeproofLength = 4_174
const signature = { fill: 'signature', length: 71 } as const
const pubkey = { fill: 'pubkey', length: 33 } as const

/** Surjection proof bytes for `inputs` inputs: count, bitmap, then 32 bytes per used input plus one. */
export function surjectionLength(inputs: number): number {
  return 2 + Math.ceil(inputs / 8) + 32 * (1 + Math.min(inputs, 3))
}

function scriptWitness(type: ScriptType | 'fee' | undefined): WitnessItem[] {
  switch (type) {
    case 'p2pkh':
      return [] // signed in the scriptSig
    case 'v0_p2wsh':
      return [empty, signature, signature, { fill: 'multisig', length: 105 }]
    case 'v1_p2tr':
      return [{ fill: 'bytes', length: 64 }]
    default:
      // p2wpkh, p2sh-wrapped p2wpkh, and prevouts from before the history: a signature and a key.
      return [signature, pubkey]
  }
}

/** The witness plan of a transaction (its witness-free fields decide every length). */
export function witnessPlan(tx: ElementsTx, facts: SpendFacts): WitnessPlan {
  const coinbase = tx.inputs[0]?.vout === COINBASE_INDEX
  return {
    inputs: tx.inputs.map((input, i) => {
      const rangeproof = (field: Uint8Array | undefined) =>
        field && isCommitment(field)
          ? { fill: 'rangeproof' as const, length: rangeproofLength }
          : empty
      if (coinbase) {
        // The witness reserved value of the witness commitment.
        return {
          issuanceRangeproof: empty,
          inflationKeysRangeproof: empty,
          script: [new Uint8Array(32)],
          pegin: [],
        }
      }
      const pegin = facts.pegins.get(i)
      return {
        issuanceRangeproof: rangeproof(input.issuance?.amount),
        inflationKeysRangeproof: rangeproof(input.issuance?.inflationKeys),
        script: pegin ? [signature, pubkey] : scriptWitness(facts.prevoutTypes[i]),
        pegin: pegin ? [...pegin] : [],
      }
    }),
    outputs: tx.outputs.map((output) => ({
      surjectionProof: isCommitment(output.asset) ? { surjection: tx.inputs.length } : empty,
      rangeproof: isCommitment(output.value)
        ? { fill: 'rangeproof', length: rangeproofLength }
        : empty,
    })),
  }
}

/** The plan of a witness that is known (a received transaction's): every item fixed. */
export function planOfWitness(witness: TxWitness): WitnessPlan {
  return {
    inputs: witness.inputs.map((input) => ({ ...input })),
    outputs: witness.outputs.map((output) => ({ ...output })),
  }
}

const itemLength = (item: WitnessItem): number =>
  item instanceof Uint8Array
    ? item.length
    : 'surjection' in item
      ? surjectionLength(item.surjection)
      : item.length
/** Bytes of an item as a vector: its length prefix and its bytes. */
export const fieldSize = (item: WitnessItem): number =>
  compactSizeLength(itemLength(item)) + itemLength(item)
const stackSize = (items: readonly WitnessItem[]): number =>
  compactSizeLength(items.length) + items.reduce((n, item) => n + fieldSize(item), 0)

/** True when the plan has any witness data (the serialisation then carries the flag 1). */
export function planHasWitness(plan: WitnessPlan): boolean {
  return (
    plan.inputs.some(
      (i) =>
        itemLength(i.issuanceRangeproof) ||
        itemLength(i.inflationKeysRangeproof) ||
        i.script.length ||
        i.pegin.length,
    ) || plan.outputs.some((o) => itemLength(o.surjectionProof) || itemLength(o.rangeproof))
  )
}

/** Bytes the witness adds to the serialisation. */
export function witnessLength(plan: WitnessPlan): number {
  if (!planHasWitness(plan)) return 0
  let size = 0
  for (const input of plan.inputs) {
    size += fieldSize(input.issuanceRangeproof) + fieldSize(input.inflationKeysRangeproof)
    size += stackSize(input.script) + stackSize(input.pegin)
  }
  for (const output of plan.outputs) {
    size += fieldSize(output.surjectionProof) + fieldSize(output.rangeproof)
  }
  return size
}

/**
 * Shapes 71 random bytes as a signature in place: DER, a SEQUENCE of two 32-byte INTEGERs (low R and S),
 * then SIGHASH_ALL.
 */
export function asSignature(bytes: Uint8Array): Uint8Array {
  bytes.set([0x30, 0x44, 0x02, 0x20], 0)
  bytes[4] = (bytes[4] ?? 0) & 0x7f
  bytes.set([0x02, 0x20], 36)
  bytes[38] = (bytes[38] ?? 0) & 0x7f
  bytes[70] = 0x01
  return bytes
}

function draw(item: WitnessItem, rng: Rng): Uint8Array {
  if (item instanceof Uint8Array) return item
  if ('surjection' in item) {
    const inputs = item.surjection
    const used = Math.min(inputs, 3)
    const out = rng.bytes(surjectionLength(inputs))
    out[0] = inputs & 0xff
    out[1] = inputs >> 8
    for (let i = 0; i < Math.ceil(inputs / 8); i++) out[2 + i] = 0
    for (let i = 0; i < used; i++) out[2 + (i >> 3)] = (out[2 + (i >> 3)] ?? 0) | (1 << (i & 7))
    return out
  }
  const out = rng.bytes(item.length)
  switch (item.fill) {
    case 'signature':
      return asSignature(out)
    case 'pubkey':
      out[0] = rng.chance(0.5) ? 2 : 3
      return out
    case 'rangeproof':
      // Header of a Borromean rangeproof with an explicit minimum value of 1.
      out.set([0x60, 0x33, ...u64be(1)], 0)
      return out
    case 'multisig':
      // 2-of-3 CHECKMULTISIG with three compressed keys.
      out[0] = 0x52
      for (let k = 0; k < 3; k++) {
        out[1 + 34 * k] = 0x21
        out[2 + 34 * k] = rng.chance(0.5) ? 2 : 3
      }
      out[103] = 0x53
      out[104] = 0xae
      return out
    default:
      return out
  }
}

/** The witness itself: the plan's fixed items, the rest drawn from a generator seeded by `seed`. */
export function drawWitness(plan: WitnessPlan, seed: number): TxWitness {
  const rng = createRng(seed)
  const inputs = plan.inputs.map(
    (input): InputWitness => ({
      issuanceRangeproof: draw(input.issuanceRangeproof, rng),
      inflationKeysRangeproof: draw(input.inflationKeysRangeproof, rng),
      script: input.script.map((item) => draw(item, rng)),
      pegin: input.pegin.map((item) => draw(item, rng)),
    }),
  )
  const outputs = plan.outputs.map(
    (output): OutputWitness => ({
      surjectionProof: draw(output.surjectionProof, rng),
      rangeproof: draw(output.rangeproof, rng),
    }),
  )
  return { inputs, outputs }
}

/**
 * Elements' discounted weight (ELIP 200, the fee basis of Liquid since 2024): the weight less each
 * output's proofs, and its value and nonce commitments counted at their explicit sizes.
 */
export function discountWeight(weight: number, tx: ElementsTx, plan: WitnessPlan): number {
  let discounted = weight
  tx.outputs.forEach((output, i) => {
    const proofs = plan.outputs[i]
    if (proofs) discounted -= fieldSize(proofs.rangeproof) + fieldSize(proofs.surjectionProof)
    if (isCommitment(output.value)) discounted -= (33 - 9) * 4
    if (isCommitment(output.nonce)) discounted -= (33 - 1) * 4
  })
  return discounted
}
