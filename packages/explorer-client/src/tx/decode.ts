import { expectEnd, readInputCount, readOutpoint, readStack, txSizes } from './common.js'
import { hash256Id } from './hash.js'
import { bytesToHex, hexToBytes, Reader, TxDecodeError } from './reader.js'

export interface DecodedInput {
  /** The spent output's transaction, shown byte-reversed like every txid. */
  txid: string
  vout: number
  /** Hex. */
  scriptSig: string
  sequence: number
  /** Hex items; empty when the input has no witness. */
  witness: string[]
  /** The null prevout of a coinbase (all-zero txid, vout 0xffffffff). */
  coinbase: boolean
}

export interface DecodedOutput {
  /** Satoshis. */
  value: number
  /** Hex. */
  scriptPubKey: string
}

export interface DecodedTransaction {
  txid: string
  /** Same as `txid` without witnesses. */
  wtxid: string
  version: number
  /** Whether it is serialised with the segwit marker and flag (BIP 144). */
  segwit: boolean
  inputs: DecodedInput[]
  outputs: DecodedOutput[]
  locktime: number
  /** Bytes. */
  size: number
  /** Weight units: non-witness bytes count 4, witness bytes 1 (BIP 141). */
  weight: number
  /** Virtual bytes: weight / 4 rounded up. */
  vsize: number
}

/** Smallest output: 8-byte value and a 1-byte empty script. */
const minOutputSize = 9

/**
 * Decodes a raw Bitcoin transaction from hex, the way bitcoind's `decoderawtransaction` reads it, and
 * computes its txid, wtxid, size, weight and vsize. Throws {@link TxDecodeError} naming what is wrong and
 * at which byte (odd length, a non-hex character, truncation, trailing bytes, no inputs...).
 * Scripts and signatures are not checked: that is the node's work when the transaction is broadcast.
 *
 * @example
 * const tx = decodeTransaction(hex)
 * tx.txid // 'f4184fc5...'
 * tx.outputs.map((o) => o.value)
 */
export function decodeTransaction(hex: string): DecodedTransaction {
  const bytes = hexToBytes(hex)
  const r = new Reader(bytes)
  // Signed, as bitcoind prints it.
  const version = r.uint(4, 'the version') | 0
  // BIP 144: a zero where the input count belongs is the segwit marker when a 1 follows.
  const segwit = r.left >= 2 && bytes[4] === 0 && bytes[5] !== 0
  if (segwit) {
    r.take(1, 'the segwit marker')
    const flag = r.uint(1, 'the segwit flag')
    if (flag !== 1)
      throw new TxDecodeError(`Unknown segwit flag ${flag} at byte 5 (expected 1).`, 5)
  }
  const inputsStart = r.offset
  const inputCount = readInputCount(r)
  const inputs: DecodedInput[] = []
  for (let i = 0; i < inputCount; i++) {
    const { txid, index: vout, coinbase } = readOutpoint(r, i)
    const scriptSig = bytesToHex(r.varbytes(`input ${i}'s scriptSig`))
    const sequence = r.uint(4, `input ${i}'s sequence`)
    inputs.push({ txid, vout, scriptSig, sequence, witness: [], coinbase })
  }
  const outputs: DecodedOutput[] = []
  const outputCount = r.count('the output count', minOutputSize)
  for (let i = 0; i < outputCount; i++) {
    const value = r.uint(8, `output ${i}'s value`)
    outputs.push({ value, scriptPubKey: bytesToHex(r.varbytes(`output ${i}'s scriptPubKey`)) })
  }
  const witnessStart = r.offset
  if (segwit) {
    for (const [i, input] of inputs.entries()) input.witness = readStack(r, `input ${i}'s witness`)
    if (inputs.every((input) => input.witness.length === 0)) {
      throw new TxDecodeError(
        'The segwit marker is set but no input has a witness (bitcoind refuses this as a superfluous witness record).',
        4,
      )
    }
  }
  const witnessEnd = r.offset
  const locktime = r.uint(4, 'the locktime')
  expectEnd(r)
  // The txid hashes the legacy serialisation: no marker, flag or witnesses.
  const stripped = segwit
    ? concat(
        bytes.subarray(0, 4),
        bytes.subarray(inputsStart, witnessStart),
        bytes.subarray(witnessEnd),
      )
    : bytes
  const txid = hash256Id(stripped)
  return {
    txid,
    wtxid: segwit ? hash256Id(bytes) : txid,
    version,
    segwit,
    inputs,
    outputs,
    locktime,
    ...txSizes(stripped.length, bytes.length),
  }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
