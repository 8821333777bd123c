import { hash } from 'node:crypto'
import { fromHashHex, hashHex, sha256d } from '../bitcoin/tx.js'
import { createRng } from '../rng.js'
import { ByteWriter, compactSizeLength, concatBytes, displayHex, hex } from './bytes.js'
import { fastMerkleRoot } from './fast-merkle.js'
import { dynafedEpoch, type LiquidNetworkName } from './params.js'
import { asSignature } from './witness.js'

/*
 * Liquid block headers since dynamic federations (Elements src/primitives/block.h): version with the top
 * bit set, previous hash, merkle root, time, *height* (no bits, no nonce), the current and proposed
 * federation parameters, then the signblock witness (the functionaries' signatures). The block hash
 * covers everything but that witness. The current parameters are "compact" (block-signing script,
 * witness limit and the root of the elided peg parameters) except at the start of an epoch, where they
 * are given in full; "proposed" is null when nobody proposes a change.
 */

const DYNAFED_BIT = 0x80000000
/** DER signatures with low R and S and a sighash byte. */
const signatureLength = 71
/** Liquid's witness limit for the 11-of-15 block signature. */
export const signblockWitnessLimit = 1_416

/** The functionaries of a network: keys and scripts derived from its name, fixed like the real ones. */
export interface Federation {
  /** 11-of-15 CHECKMULTISIG over the block signers' keys. */
  witnessScript: Uint8Array
  /** P2WSH of the witness script: the block-signing "challenge". */
  signblockscript: Uint8Array
  fedpegProgram: Uint8Array
  fedpegscript: Uint8Array
  extensionSpace: Uint8Array[]
  /** Root of the peg parameters that compact headers elide. */
  elidedRoot: Uint8Array
}

const derived = (label: string): Uint8Array => Uint8Array.from(hash('sha256', label, 'buffer'))
const key = (label: string): Uint8Array => concatBytes(Uint8Array.of(2), derived(label))
const multisig = (m: number, keys: Uint8Array[]): Uint8Array =>
  concatBytes(
    Uint8Array.of(0x50 + m),
    ...keys.map((k) => concatBytes(Uint8Array.of(0x21), k)),
    Uint8Array.of(0x50 + keys.length, 0xae),
  )
const p2wsh = (script: Uint8Array): Uint8Array =>
  concatBytes(Uint8Array.of(0x00, 0x20), derivedHash(script))
const derivedHash = (data: Uint8Array): Uint8Array =>
  Uint8Array.from(hash('sha256', data, 'buffer'))
const serialized = (write: (w: ByteWriter) => void): Uint8Array => {
  const w = new ByteWriter()
  write(w)
  return w.finish()
}

export function federation(network: LiquidNetworkName): Federation {
  const signers = Array.from({ length: 15 }, (_, i) => key(`simnet ${network} block signer ${i}`))
  const witnessScript = multisig(11, signers)
  const watchmen = Array.from({ length: 15 }, (_, i) => key(`simnet ${network} watchman ${i}`))
  const fedpegscript = multisig(11, watchmen)
  const fedpegProgram = p2wsh(fedpegscript)
  // Liquid keeps its peg-out authorisation (PAK) keys in the extension space.
  const extensionSpace = Array.from({ length: 4 }, (_, i) =>
    concatBytes(
      key(`simnet ${network} pak online ${i}`),
      key(`simnet ${network} pak offline ${i}`),
    ),
  )
  const elidedRoot = fastMerkleRoot([
    sha256d(serialized((w) => w.varBytes(fedpegProgram))),
    sha256d(serialized((w) => w.varBytes(fedpegscript))),
    sha256d(serialized((w) => w.stack(extensionSpace))),
  ])
  return {
    witnessScript,
    signblockscript: p2wsh(witnessScript),
    fedpegProgram,
    fedpegscript,
    extensionSpace,
    elidedRoot,
  }
}

export interface HeaderFields {
  version: number
  previousHash: string
  merkleRoot: string
  time: number
  height: number
}

/** Whether a height starts a federation epoch (its header then carries the full parameters). */
export const epochStart = (height: number): boolean => height % dynafedEpoch === 0

function writeParams(out: ByteWriter, fed: Federation, full: boolean): void {
  out
    .byte(full ? 2 : 1)
    .varBytes(fed.signblockscript)
    .u32(signblockWitnessLimit)
  if (full) out.varBytes(fed.fedpegProgram).varBytes(fed.fedpegscript).stack(fed.extensionSpace)
  else out.bytes(fed.elidedRoot)
}

/**
 * The 11 signatures and the witness script that satisfy the block-signing script: drawn from the block
 * hash, so they need not be stored.
 */
export function signblockWitness(blockHash: string, fed: Federation): Uint8Array[] {
  const rng = createRng(fromHashHex(blockHash).reduce((n, b) => (n * 31 + b) >>> 0, 7))
  const signatures = Array.from({ length: 11 }, () => asSignature(rng.bytes(signatureLength)))
  return [new Uint8Array(0), ...signatures, fed.witnessScript]
}

/** Bytes of the signblock witness: its stack is fixed in shape (an empty item, 11 signatures, the script). */
export function signblockWitnessSize(fed: Federation): number {
  const script = fed.witnessScript.length
  return 1 + 1 + 11 * (1 + signatureLength) + compactSizeLength(script) + script
}

/** The header's serialisation, with the signblock witness or without (what the hash covers). */
export function serializeHeader(
  fields: HeaderFields,
  fed: Federation,
  witness: readonly Uint8Array[] | undefined,
): Uint8Array {
  const out = new ByteWriter(witness ? 1_600 : 200)
  out.u32((fields.version | DYNAFED_BIT) >>> 0)
  out.bytes(fromHashHex(fields.previousHash)).bytes(fromHashHex(fields.merkleRoot))
  out.u32(fields.time).u32(fields.height)
  writeParams(out, fed, epochStart(fields.height))
  out.byte(0) // no proposal
  if (witness) out.stack(witness)
  return out.finish()
}

export const headerHash = (fields: HeaderFields, fed: Federation): string =>
  hashHex(sha256d(serializeHeader(fields, fed, undefined)))

/** The header's `ext` as electrs prints it (rust-elements' serde of the dynafed header data). */
export function extJson(height: number, blockHash: string, fed: Federation) {
  const current = epochStart(height)
    ? {
        signblockscript: hex(fed.signblockscript),
        signblock_witness_limit: signblockWitnessLimit,
        fedpeg_program: hex(fed.fedpegProgram),
        fedpegscript: hex(fed.fedpegscript),
        extension_space: fed.extensionSpace.map(hex),
      }
    : {
        signblockscript: hex(fed.signblockscript),
        signblock_witness_limit: signblockWitnessLimit,
        elided_root: displayHex(fed.elidedRoot),
      }
  return {
    current,
    proposed: {},
    signblock_witness: signblockWitness(blockHash, fed).map(hex),
  }
}
