import { expectEnd, readInputCount, readOutpoint, readStack, txSizes } from './common.js'
import type { DecodedInput } from './decode.js'
import { hash256Id } from './hash.js'
import { bytesToHex, hexToBytes, Reader, reversedHex, TxDecodeError } from './reader.js'

/** A confidential field: explicit, blinded (a 33-byte commitment, hex), or absent (null). */
export type Confidential<T> = { explicit: T } | { commitment: string } | null

export interface LiquidIssuance {
  /** Hex; zero for an initial issuance. */
  blindingNonce: string
  /** Hex. */
  entropy: string
  amount: Confidential<number>
  inflationKeys: Confidential<number>
}

/** An input as Bitcoin has it (`vout` without Elements' flag bits), and what Elements adds. */
export interface DecodedLiquidInput extends DecodedInput {
  /** A peg-in from Bitcoin: its proof travels in `pegWitness`. */
  pegin: boolean
  pegWitness: string[]
  issuance?: LiquidIssuance
}

export interface DecodedLiquidOutput {
  /** The asset id shown byte-reversed like a txid, when explicit. */
  asset: Confidential<string>
  /** Satoshis of the asset, when explicit. */
  value: Confidential<number>
  /** Hex: the ECDH key of a blinded output, absent otherwise. */
  nonce: string | null
  scriptPubKey: string
  /** The explicit fee output: empty script, explicit value. */
  fee: boolean
}

export interface DecodedLiquidTransaction {
  txid: string
  version: number
  /** Whether witnesses (signatures, range and surjection proofs) follow the locktime. */
  hasWitness: boolean
  inputs: DecodedLiquidInput[]
  outputs: DecodedLiquidOutput[]
  locktime: number
  size: number
  weight: number
  vsize: number
}

const issuanceFlag = 0x80000000
const peginFlag = 0x40000000

/**
 * Elements' confidential fields start with a tag byte: 0 absent, 1 explicit, else a commitment whose
 * allowed tags depend on the field (8/9 values, 10/11 assets, 2/3 nonces).
 */
function confidential<T>(
  r: Reader,
  field: string,
  explicit: (r: Reader) => T,
  commitmentTags: readonly number[],
): Confidential<T> {
  const at = r.offset
  const tag = r.uint(1, field)
  if (tag === 0) return null
  if (tag === 1) return { explicit: explicit(r) }
  if (!commitmentTags.includes(tag)) {
    throw new TxDecodeError(`Unknown prefix ${tag} of ${field} at byte ${at}.`, at)
  }
  r.take(32, field)
  return { commitment: bytesToHex(r.bytes.subarray(at, r.offset)) }
}

/** Explicit amounts are big-endian, unlike every other Bitcoin number. */
const amount = (field: string) => (r: Reader) => {
  const b = r.take(8, field)
  let value = 0
  for (const byte of b) value = value * 256 + byte
  if (!Number.isSafeInteger(value)) {
    throw new TxDecodeError(`${field} at byte ${r.offset - 8} is larger than any amount can be.`)
  }
  return value
}
const confidentialAmount = (r: Reader, field: string) =>
  confidential(r, field, amount(field), [8, 9])

/**
 * Decodes a raw Liquid (Elements) transaction: confidential assets, amounts and nonces, issuances,
 * peg-ins, and the witnesses Elements puts after the locktime (signatures, peg-in proofs, range and
 * surjection proofs). Computes txid, size, weight and vsize. Throws {@link TxDecodeError} naming what is
 * wrong and where. Proofs are read past, not checked.
 *
 * @example
 * const tx = decodeLiquidTransaction(hex)
 * tx.outputs.filter((o) => o.fee)
 */
export function decodeLiquidTransaction(hex: string): DecodedLiquidTransaction {
  const bytes = hexToBytes(hex)
  const r = new Reader(bytes)
  const version = r.uint(4, 'the version') | 0
  const flag = r.uint(1, 'the witness flag')
  if (flag > 1)
    throw new TxDecodeError(`Unknown witness flag ${flag} at byte 4 (expected 0 or 1).`, 4)
  const inputCount = readInputCount(r)
  const inputs: DecodedLiquidInput[] = []
  for (let i = 0; i < inputCount; i++) {
    const { txid, index, coinbase } = readOutpoint(r, i)
    // Outside a coinbase, the index's top two bits flag an issuance and a peg-in.
    const issues = !coinbase && (index & issuanceFlag) !== 0
    const pegin = !coinbase && (index & peginFlag) !== 0
    const input: DecodedLiquidInput = {
      txid,
      vout: coinbase ? index : index & 0x3fffffff,
      scriptSig: bytesToHex(r.varbytes(`input ${i}'s scriptSig`)),
      sequence: r.uint(4, `input ${i}'s sequence`),
      witness: [],
      coinbase,
      pegin,
      pegWitness: [],
    }
    if (issues) {
      input.issuance = {
        blindingNonce: reversedHex(r.take(32, `input ${i}'s issuance nonce`)),
        entropy: reversedHex(r.take(32, `input ${i}'s issuance entropy`)),
        amount: confidentialAmount(r, `input ${i}'s issued amount`),
        inflationKeys: confidentialAmount(r, `input ${i}'s inflation keys`),
      }
    }
    inputs.push(input)
  }
  const outputs: DecodedLiquidOutput[] = []
  const outputCount = r.count('the output count', 4)
  for (let i = 0; i < outputCount; i++) {
    const asset = confidential(
      r,
      `output ${i}'s asset`,
      (x) => reversedHex(x.take(32, `output ${i}'s asset`)),
      [10, 11],
    )
    const value = confidentialAmount(r, `output ${i}'s value`)
    const nonce = confidential(
      r,
      `output ${i}'s nonce`,
      (x) => bytesToHex(x.take(32, `output ${i}'s nonce`)),
      [2, 3],
    )
    const scriptPubKey = bytesToHex(r.varbytes(`output ${i}'s scriptPubKey`))
    outputs.push({
      asset,
      value,
      nonce: nonce === null ? null : 'explicit' in nonce ? nonce.explicit : nonce.commitment,
      scriptPubKey,
      fee: scriptPubKey === '' && value !== null && 'explicit' in value,
    })
  }
  const locktime = r.uint(4, 'the locktime')
  const strippedEnd = r.offset
  if (flag === 1) {
    for (const [i, input] of inputs.entries()) {
      r.varbytes(`input ${i}'s issuance amount range proof`)
      r.varbytes(`input ${i}'s inflation keys range proof`)
      input.witness = readStack(r, `input ${i}'s witness`)
      input.pegWitness = readStack(r, `input ${i}'s peg-in witness`)
    }
    for (let i = 0; i < outputs.length; i++) {
      r.varbytes(`output ${i}'s surjection proof`)
      r.varbytes(`output ${i}'s range proof`)
    }
  }
  expectEnd(r)
  // The txid hashes the transaction with the flag cleared and the witnesses left out.
  const stripped = bytes.slice(0, strippedEnd)
  stripped[4] = 0
  return {
    txid: hash256Id(stripped),
    version,
    hasWitness: flag === 1,
    inputs,
    outputs,
    locktime,
    ...txSizes(stripped.length, bytes.length),
  }
}
