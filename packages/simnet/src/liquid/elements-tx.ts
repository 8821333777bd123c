import { hashHex, sha256d } from '../bitcoin/tx.js'
import { ByteReader, ByteWriter, readU64be, u64be } from './bytes.js'

/*
 * Elements transactions, serialised as ElementsProject/elements doc/elements-tx-format.md describes them
 * (written from that document, no code copied): version, a one-byte flag (1 when a witness follows), the
 * inputs (issuance and peg-in flags in the two top bits of the output index, the issuance fields after
 * the sequence), the outputs (asset, amount and nonce each behind a one-byte header), the locktime, then
 * the witness: per input the issuance and inflation-keys rangeproofs, the script witness and the peg-in
 * witness; per output the surjection proof and the rangeproof. The txid hashes the serialisation with
 * the flag 0 and no witness.
 *
 * Confidential fields are kept in their serialised form (header byte included): a value is `00` (null),
 * `01` + 8 bytes big-endian (explicit) or `08`/`09` + 32 bytes (a Pedersen commitment); an asset `01` + the
 * 32-byte id or `0a`/`0b` + 32 bytes; a nonce `00` or 33 bytes.
 */

export interface ElementsIssuance {
  /** Zero for a new issuance; for a reissuance, the blinding factor of the token input. */
  blindingNonce: Uint8Array
  /** New issuance: the contract hash. Reissuance: the asset's entropy. */
  entropy: Uint8Array
  amount: Uint8Array
  inflationKeys: Uint8Array
}

export interface ElementsInput {
  /** Previous txid in internal byte order (a Bitcoin txid for a peg-in). */
  txid: Uint8Array
  /** Output index without the flag bits; 0xffffffff for a coinbase. */
  vout: number
  pegin: boolean
  scriptSig: Uint8Array
  sequence: number
  issuance: ElementsIssuance | undefined
}

export interface ElementsOutput {
  asset: Uint8Array
  value: Uint8Array
  nonce: Uint8Array
  script: Uint8Array
}

export interface InputWitness {
  issuanceRangeproof: Uint8Array
  inflationKeysRangeproof: Uint8Array
  script: Uint8Array[]
  pegin: Uint8Array[]
}

export interface OutputWitness {
  surjectionProof: Uint8Array
  rangeproof: Uint8Array
}

export interface TxWitness {
  inputs: InputWitness[]
  outputs: OutputWitness[]
}

export interface ElementsTx {
  version: number
  locktime: number
  inputs: ElementsInput[]
  outputs: ElementsOutput[]
  /** Absent when the transaction carries no witness data. */
  witness?: TxWitness | undefined
}

const ISSUANCE_FLAG = 0x80000000
const PEGIN_FLAG = 0x40000000
const INDEX_MASK = 0x3fffffff
export const COINBASE_INDEX = 0xffffffff

export const nullValue = (): Uint8Array => Uint8Array.of(0)
export const explicitValue = (value: number): Uint8Array => Uint8Array.of(1, ...u64be(value))
/** An explicit asset from its id in internal byte order. */
export const explicitAsset = (id: Uint8Array): Uint8Array => Uint8Array.of(1, ...id)

/** The amount of an explicit value field, or undefined for a commitment (null counts as 0). */
export function amountOf(field: Uint8Array): number | undefined {
  if (field[0] === 0) return 0
  return field[0] === 1 ? readU64be(field.subarray(1, 9)) : undefined
}

/** The asset id (internal order) of an explicit asset field, or undefined for a commitment. */
export function assetOf(field: Uint8Array): Uint8Array | undefined {
  return field[0] === 1 ? field.subarray(1, 33) : undefined
}

export const isCommitment = (field: Uint8Array): boolean => (field[0] ?? 0) > 1

/** The Elements fee output: explicit asset and amount, empty script. */
export const isFeeOutput = (out: ElementsOutput): boolean =>
  out.script.length === 0 && out.asset[0] === 1 && out.value[0] === 1

function hasWitness(tx: ElementsTx): boolean {
  const w = tx.witness
  if (!w) return false
  return (
    w.inputs.some(
      (i) =>
        i.issuanceRangeproof.length ||
        i.inflationKeysRangeproof.length ||
        i.script.length ||
        i.pegin.length,
    ) || w.outputs.some((o) => o.surjectionProof.length || o.rangeproof.length)
  )
}

/** The serialisation, with the witness (when `withWitness` and there is one) or without (for the txid). */
export function serializeTx(tx: ElementsTx, withWitness = true): Uint8Array {
  const witness = withWitness && hasWitness(tx) ? tx.witness : undefined
  const out = new ByteWriter(512)
  out.u32(tx.version).byte(witness ? 1 : 0)
  out.compactSize(tx.inputs.length)
  for (const input of tx.inputs) {
    let index = input.vout
    if (index !== COINBASE_INDEX) {
      if (index & ~INDEX_MASK) throw new Error(`output index ${index} collides with the flag bits`)
      if (input.issuance) index |= ISSUANCE_FLAG
      if (input.pegin) index |= PEGIN_FLAG
    }
    out
      .bytes(input.txid)
      .u32(index >>> 0)
      .varBytes(input.scriptSig)
      .u32(input.sequence)
    const issuance = input.issuance
    if (issuance && input.vout !== COINBASE_INDEX) {
      out.bytes(issuance.blindingNonce).bytes(issuance.entropy)
      out.bytes(issuance.amount).bytes(issuance.inflationKeys)
    }
  }
  out.compactSize(tx.outputs.length)
  for (const output of tx.outputs) {
    out.bytes(output.asset).bytes(output.value).bytes(output.nonce).varBytes(output.script)
  }
  out.u32(tx.locktime)
  if (witness) {
    tx.inputs.forEach((_, i) => {
      const w = witness.inputs[i]
      out.varBytes(w?.issuanceRangeproof ?? new Uint8Array(0))
      out.varBytes(w?.inflationKeysRangeproof ?? new Uint8Array(0))
      out.stack(w?.script ?? [])
      out.stack(w?.pegin ?? [])
    })
    tx.outputs.forEach((_, i) => {
      const w = witness.outputs[i]
      out.varBytes(w?.surjectionProof ?? new Uint8Array(0))
      out.varBytes(w?.rangeproof ?? new Uint8Array(0))
    })
  }
  return out.finish()
}

/**
 * Reads a confidential field: null (`00`), explicit (`01` and `explicitSize` bytes) or a commitment (one
 * of the two `blinded` headers and 32 bytes).
 */
function readField(
  reader: ByteReader,
  explicitSize: number,
  blinded: readonly number[],
): Uint8Array {
  const header = reader.peek()
  const start = reader.at
  if (header === 0) reader.bytes(1)
  else if (header === 1) reader.bytes(1 + explicitSize)
  else if (blinded.includes(header)) reader.bytes(33)
  else throw new Error(`bad confidential field header ${header}`)
  return reader.bytesFrom(start)
}

const valueHeaders = [0x08, 0x09]
const assetHeaders = [0x0a, 0x0b]
const nonceHeaders = [0x02, 0x03]

/** Parses a serialised Elements transaction (with or without witness); throws on malformed data. */
export function parseTx(bytes: Uint8Array): ElementsTx {
  const reader = new ByteReader(bytes)
  const version = reader.u32()
  const flag = reader.byte()
  if (flag > 1) throw new Error(`bad flag ${flag}`)
  const inputs: ElementsInput[] = []
  for (let i = 0, n = reader.compactSize(); i < n; i++) {
    const txid = reader.bytes(32)
    const index = reader.u32()
    const scriptSig = reader.varBytes()
    const sequence = reader.u32()
    const coinbase = index === COINBASE_INDEX
    let issuance: ElementsIssuance | undefined
    if (!coinbase && index & ISSUANCE_FLAG) {
      issuance = {
        blindingNonce: reader.bytes(32),
        entropy: reader.bytes(32),
        amount: readField(reader, 8, valueHeaders),
        inflationKeys: readField(reader, 8, valueHeaders),
      }
    }
    inputs.push({
      txid,
      vout: coinbase ? index : index & INDEX_MASK,
      pegin: !coinbase && (index & PEGIN_FLAG) !== 0,
      scriptSig,
      sequence,
      issuance,
    })
  }
  const outputs: ElementsOutput[] = []
  for (let i = 0, n = reader.compactSize(); i < n; i++) {
    outputs.push({
      asset: readField(reader, 32, assetHeaders),
      value: readField(reader, 8, valueHeaders),
      nonce: readField(reader, 32, nonceHeaders),
      script: reader.varBytes(),
    })
  }
  const locktime = reader.u32()
  let witness: TxWitness | undefined
  if (flag === 1) {
    witness = {
      inputs: inputs.map(() => ({
        issuanceRangeproof: reader.varBytes(),
        inflationKeysRangeproof: reader.varBytes(),
        script: reader.stack(),
        pegin: reader.stack(),
      })),
      outputs: outputs.map(() => ({
        surjectionProof: reader.varBytes(),
        rangeproof: reader.varBytes(),
      })),
    }
  }
  if (!reader.done) throw new Error('bytes after the transaction')
  return { version, locktime, inputs, outputs, witness }
}

/** The txid (display hex): double SHA-256 of the serialisation without witness. */
export const txidOf = (tx: ElementsTx): string => hashHex(sha256d(serializeTx(tx, false)))
