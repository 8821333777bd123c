import type { ScriptPubkeyType } from '@outpoint/explorer-client'
import { address, opcodes } from 'bitcoinjs-lib'
import type { BitcoinParams } from '../params.js'

/**
 * Esplora's names for output script types (the client's `ScriptPubkeyType`), less `provably_unspendable`:
 * simnet writes no script that electrs would call that (an invalid first opcode or an oversized script).
 */
export type ScriptType = Exclude<ScriptPubkeyType, 'provably_unspendable'>

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** Output scripts of the standard templates. */
export const outputScript = {
  p2pkh: (hash: Uint8Array) => concat([0x76, 0xa9, 0x14], hash, [0x88, 0xac]),
  p2sh: (hash: Uint8Array) => concat([0xa9, 0x14], hash, [0x87]),
  p2wpkh: (hash: Uint8Array) => concat([0x00, 0x14], hash),
  p2wsh: (hash: Uint8Array) => concat([0x00, 0x20], hash),
  p2tr: (key: Uint8Array) => concat([0x51, 0x20], key),
  /** `OP_RETURN <data>` (data up to 75 bytes: one direct push). */
  opReturn: (data: Uint8Array) => concat([0x6a, data.length], data),
}

/** The bytes of `parts` one after another (byte arrays or lists of byte values). */
export function concat(...parts: (Uint8Array | number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** The template of an output script, by esplora's rules. */
export function scriptType(script: Uint8Array): ScriptType {
  const n = script.length
  const [a, b] = script
  if (n === 0) return 'empty'
  if (a === 0x6a) return 'op_return'
  if (
    n === 25 &&
    a === 0x76 &&
    b === 0xa9 &&
    script[2] === 0x14 &&
    script[23] === 0x88 &&
    script[24] === 0xac
  )
    return 'p2pkh'
  if (n === 23 && a === 0xa9 && b === 0x14 && script[22] === 0x87) return 'p2sh'
  if (n === 22 && a === 0x00 && b === 0x14) return 'v0_p2wpkh'
  if (n === 34 && a === 0x00 && b === 0x20) return 'v0_p2wsh'
  if (n === 34 && a === 0x51 && b === 0x20) return 'v1_p2tr'
  if (n === 4 && a === 0x51 && b === 0x02 && script[2] === 0x4e && script[3] === 0x73)
    return 'anchor'
  if ((n === 35 && a === 0x21) || (n === 67 && a === 0x41))
    return script[n - 1] === 0xac ? 'p2pk' : 'unknown'
  if (script[n - 1] === 0xae && a !== undefined && a >= 0x51 && a <= 0x60) return 'multisig'
  return 'unknown'
}

/**
 * Encoders build strings a character at a time; V8 keeps such strings as ropes of many pieces (about
 * 1 kB for an address). Copying through a buffer makes them flat: it cut the history's memory by half.
 */
export const flat = (text: string): string => Buffer.from(text, 'latin1').toString('latin1')

/** The address of an output script on a network, or undefined when it has none. */
export function scriptAddress(script: Uint8Array, params: BitcoinParams): string | undefined {
  const address = encodeAddress(script, params)
  return address === undefined ? undefined : flat(address)
}

function encodeAddress(script: Uint8Array, params: BitcoinParams): string | undefined {
  const type = scriptType(script)
  switch (type) {
    case 'p2pkh':
      return address.toBase58Check(script.subarray(3, 23), params.pubKeyHash)
    case 'p2sh':
      return address.toBase58Check(script.subarray(2, 22), params.scriptHash)
    case 'v0_p2wpkh':
    case 'v0_p2wsh':
      return address.toBech32(script.subarray(2), 0, params.bech32)
    case 'v1_p2tr':
      return address.toBech32(script.subarray(2), 1, params.bech32)
    default: {
      // Other witness programs (v1 of other lengths, v2-16) still have bech32m addresses.
      const version = script[0] === 0 ? 0 : (script[0] ?? 0) - 0x50
      const length = script[1] ?? 0
      if (
        type === 'unknown' &&
        version >= 1 &&
        version <= 16 &&
        length >= 2 &&
        length <= 40 &&
        script.length === length + 2
      ) {
        return address.toBech32(script.subarray(2), version, params.bech32)
      }
      return undefined
    }
  }
}

/**
 * The output script an address pays to on a network; throws for an address that is not of the network.
 * Decoded without the library's `toOutputScript`, which wants an elliptic-curve library to accept taproot
 * keys: an address is a format, and simnet's taproot keys are random bytes, not curve points.
 */
export function addressScript(value: string, params: BitcoinParams): Uint8Array {
  if (value.toLowerCase().startsWith(`${params.bech32}1`)) {
    // fromBech32 checks the checksum and that v0 uses bech32 and v1+ bech32m.
    const { prefix, version, data } = address.fromBech32(value)
    const length = data.length
    if (prefix !== params.bech32 || version > 16 || length < 2 || length > 40)
      throw new Error('not a segwit address')
    if (version === 0 && length !== 20 && length !== 32) throw new Error('bad v0 program length')
    return Uint8Array.from([version === 0 ? 0 : 0x50 + version, length, ...data])
  }
  const { version, hash } = address.fromBase58Check(value)
  if (hash.length !== 20) throw new Error('bad hash length')
  if (version === params.pubKeyHash) return outputScript.p2pkh(hash)
  if (version === params.scriptHash) return outputScript.p2sh(hash)
  throw new Error('not an address of this network')
}

const opNames = new Map<number, string>()
for (const [name, code] of Object.entries(opcodes)) {
  if (typeof code === 'number' && !opNames.has(code)) opNames.set(code, name)
}
const renamed: Record<string, string> = {
  OP_FALSE: 'OP_0',
  OP_CHECKLOCKTIMEVERIFY: 'OP_CLTV',
  OP_CHECKSEQUENCEVERIFY: 'OP_CSV',
  OP_NOP2: 'OP_CLTV',
  OP_NOP3: 'OP_CSV',
  OP_1NEGATE: 'OP_PUSHNUM_NEG1',
}

/** A script in the assembly form esplora (rust-bitcoin) prints: `OP_0 OP_PUSHBYTES_20 <hex>`. */
export function scriptAsm(script: Uint8Array): string {
  const parts: string[] = []
  for (let i = 0; i < script.length; ) {
    const op = script[i++] as number
    let size = -1
    let name: string
    if (op >= 0x01 && op <= 0x4b) {
      size = op
      name = `OP_PUSHBYTES_${op}`
    } else if (op >= 0x4c && op <= 0x4e) {
      const width = op === 0x4c ? 1 : op === 0x4d ? 2 : 4
      size = 0
      for (let j = 0; j < width; j++) size += (script[i + j] ?? 0) * 256 ** j
      i += width
      name = op === 0x4c ? 'OP_PUSHDATA1' : op === 0x4d ? 'OP_PUSHDATA2' : 'OP_PUSHDATA4'
    } else if (op >= 0x51 && op <= 0x60) {
      name = `OP_PUSHNUM_${op - 0x50}`
    } else if (op === 0x00) {
      name = 'OP_0'
    } else {
      const known = opNames.get(op)
      name = known ? (renamed[known] ?? known) : `OP_RETURN_${op}`
    }
    parts.push(name)
    if (size >= 0) {
      if (i + size > script.length) {
        parts.push('<push past end>')
        break
      }
      parts.push(hex(script.subarray(i, i + size)))
      i += size
    }
  }
  return parts.join(' ')
}
