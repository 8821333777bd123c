import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import {
  bytesToHex,
  type DecodedTransaction,
  decodeTransaction,
  hexToBytes,
  Reader,
  TxDecodeError,
} from '@outpoint/explorer-client/tx'
import { base64ToBytes, PsbtError } from './bytes'
import { extractTransaction } from './extract'

/** What one input of a PSBT carries (BIP 174 version 0). */
export interface PsbtInput {
  /** The output it spends, when the PSBT holds it (WITNESS_UTXO or NON_WITNESS_UTXO): no lookup needed. */
  prevout?: { value: number; scriptPubKey: string }
  /** Signatures so far: PARTIAL_SIG entries, and taproot key and script-path signatures. */
  signatures: number
  /** FINAL_SCRIPTSIG (hex). */
  finalScriptSig?: string
  /** FINAL_SCRIPTWITNESS items (hex). */
  finalScriptWitness?: string[]
  /** It has a final scriptSig or witness: ready to go into the network transaction. */
  finalized: boolean
}

export interface Psbt {
  /** The global unsigned transaction (key type 0x00). */
  unsignedTx: DecodedTransaction
  inputs: PsbtInput[]
  /** The network transaction, once every input is finalized. */
  extracted?: { hex: string; tx: DecodedTransaction }
}

const magic = '70736274ff'

/** Whether pasted text looks like a PSBT at all: its magic in hex, or in base64 (`cHNidP8`). */
export function looksLikePsbt(text: string): boolean {
  return text.toLowerCase().startsWith(magic) || text.startsWith('cHNidP8')
}

/**
 * Reads a BIP 174 (version 0) PSBT from base64 or hex. Throws {@link PsbtError} naming what is wrong: bad
 * base64 or hex, wrong magic, truncation (with the byte), a duplicate key, a key of the wrong length, an
 * unsigned transaction that is signed or serialised with witnesses, maps missing or left over.
 */
export function decodePsbt(text: string): Psbt {
  const compact = text.replace(/\s+/g, '')
  const bytes = /^[0-9a-fA-F]+$/.test(compact) ? hexBytes(compact) : base64ToBytes(compact)
  try {
    return readPsbt(bytes)
  } catch (error) {
    // The client's reader names the field and byte where the bytes ran out: the same words, as a PSBT's.
    if (error instanceof TxDecodeError) throw new PsbtError(error.message)
    throw error
  }
}

function readPsbt(bytes: Uint8Array): Psbt {
  const r = new Reader(bytes)
  const head = bytesToHex(bytes.subarray(0, 5))
  if (head !== magic) {
    throw new PsbtError(
      head
        ? t`Not a PSBT: it must start with the bytes 70736274ff ("psbt" and 0xff), this starts with ${head}.`
        : t`Not a PSBT: it must start with the bytes 70736274ff ("psbt" and 0xff), this starts with nothing.`,
    )
  }
  r.offset = 5
  const unsignedTx = readGlobal(r)
  const inputs = unsignedTx.inputs.map((input, i) => readInput(r, i, input))
  unsignedTx.outputs.forEach((_, i) => {
    readOutput(r, i)
  })
  if (r.left) {
    const { left, offset } = r
    throw new PsbtError(
      plural(left, {
        one: `# byte left over at byte ${offset}, after the last output's map.`,
        other: `# bytes left over at byte ${offset}, after the last output's map.`,
      }),
    )
  }
  const psbt: Psbt = { unsignedTx, inputs }
  if (inputs.every((input) => input.finalized))
    psbt.extracted = extractTransaction(unsignedTx, inputs)
  return psbt
}

function hexBytes(hex: string): Uint8Array {
  try {
    return hexToBytes(hex, 'PSBT')
  } catch (error) {
    throw new PsbtError(error instanceof Error ? error.message : String(error))
  }
}

interface Entry {
  type: number
  /** The key after its type byte. */
  keyData: Uint8Array
  value: Uint8Array
  /** Where the entry starts. */
  at: number
}

/** One of the PSBT's key-value maps: the global one, or an input's or an output's. */
type MapRef = { kind: 'global' } | { kind: 'input' | 'output'; index: number }

/** The map's name in the labels the client's reader puts in its own (English) messages. */
function fieldName(map: MapRef): string {
  return map.kind === 'global' ? 'the global map' : `${map.kind} ${map.index}'s map`
}

/** The map's name in this module's messages, in the page's language. */
function shownName(map: MapRef): string {
  if (map.kind === 'global')
    return t({ message: 'the global map', comment: 'a part of a PSBT, inside an error message' })
  const index = map.index
  return map.kind === 'input'
    ? t({ message: `input ${index}'s map`, comment: 'a part of a PSBT, inside an error message' })
    : t({ message: `output ${index}'s map`, comment: 'a part of a PSBT, inside an error message' })
}

/** One key-value map up to its 0x00 separator, refusing a key seen twice. */
function readMap(r: Reader, map: MapRef): Entry[] {
  const entries: Entry[] = []
  const seen = new Set<string>()
  const field = fieldName(map)
  for (;;) {
    if (r.left === 0) {
      const { offset } = r
      const name = shownName(map)
      throw new PsbtError(
        t`Truncated at byte ${offset}: ${name} has no end (a 0x00 separator), the PSBT stops there.`,
      )
    }
    const at = r.offset
    const key = r.varbytes(`a key of ${field}`)
    if (key.length === 0) return entries
    const id = bytesToHex(key)
    if (seen.has(id)) {
      const shown = `${id.slice(0, 20)}${id.length > 20 ? '…' : ''}`
      const name = shownName(map)
      throw new PsbtError(t`Duplicate key ${shown} in ${name} at byte ${at}.`)
    }
    seen.add(id)
    const value = r.varbytes(`the value of key ${id.slice(0, 2)} in ${field}`)
    entries.push({ type: key[0] as number, keyData: key.subarray(1), value, at })
  }
}

/** A key type that carries nothing after its type byte; `what` names the key type. */
function bare(entry: Entry, what: MessageDescriptor, map: MapRef): void {
  if (entry.keyData.length) {
    const key = i18n._(what)
    const type = hex2(entry.type)
    const name = shownName(map)
    const { at } = entry
    const more = entry.keyData.length
    throw new PsbtError(
      plural(more, {
        one: `Invalid ${key} key (type 0x${type}) in ${name} at byte ${at}: it must be the type byte alone, it has ${more} more.`,
        other: `Invalid ${key} key (type 0x${type}) in ${name} at byte ${at}: it must be the type byte alone, it has ${more} more.`,
      }),
    )
  }
}

/** A key type followed by a public key (33 bytes compressed or 65 uncompressed). */
function pubkeyKey(entry: Entry, what: MessageDescriptor, map: MapRef): void {
  const n = entry.keyData.length
  if (n !== 33 && n !== 65) {
    const key = i18n._(what)
    const type = hex2(entry.type)
    const name = shownName(map)
    const { at } = entry
    throw new PsbtError(
      plural(n, {
        one: `Invalid ${key} key (type 0x${type}) in ${name} at byte ${at}: its public key is # byte, not 33 or 65.`,
        other: `Invalid ${key} key (type 0x${type}) in ${name} at byte ${at}: its public key is # bytes, not 33 or 65.`,
      }),
    )
  }
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0')

function readGlobal(r: Reader): DecodedTransaction {
  const map: MapRef = { kind: 'global' }
  let tx: DecodedTransaction | undefined
  for (const entry of readMap(r, map)) {
    if (entry.type === 0x00) {
      bare(
        entry,
        msg({ message: 'unsigned transaction', comment: 'a PSBT key type (BIP 174)' }),
        map,
      )
      tx = unsignedTransaction(entry.value)
    } else if (entry.type === 0x01) {
      if (entry.keyData.length !== 78) {
        const name = shownName(map)
        const { at } = entry
        throw new PsbtError(t`Invalid extended public key (type 0x01) in ${name} at byte ${at}.`)
      }
    } else if (entry.type === 0xfb) {
      bare(entry, msg({ message: 'version', comment: 'a PSBT key type (BIP 174)' }), map)
      const version = new Reader(entry.value).uint(4, 'the PSBT version')
      if (version !== 0)
        throw new PsbtError(
          t`PSBT version ${version} is not supported here: only version 0 (BIP 174).`,
        )
    }
  }
  if (!tx) throw new PsbtError(t`The PSBT has no unsigned transaction (global key type 0x00).`)
  return tx
}

function unsignedTransaction(value: Uint8Array): DecodedTransaction {
  const tx = decodeInner(value, t`The unsigned transaction`)
  if (tx.segwit) {
    throw new PsbtError(
      t`The unsigned transaction is serialised with witnesses; a PSBT holds it without (BIP 174).`,
    )
  }
  const signed = tx.inputs.findIndex((input) => input.scriptSig)
  if (signed >= 0) {
    throw new PsbtError(
      t`Input ${signed} of the unsigned transaction has a scriptSig; a PSBT's unsigned transaction has none (signatures go in the input maps).`,
    )
  }
  return tx
}

function decodeInner(value: Uint8Array, what: string): DecodedTransaction {
  try {
    return decodeTransaction(bytesToHex(value))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new PsbtError(
      t({
        message: `${what} cannot be read: ${reason}`,
        comment: 'what: "The unsigned transaction" or "Input 0\'s previous transaction"',
      }),
    )
  }
}

function readInput(r: Reader, i: number, spends: DecodedTransaction['inputs'][number]): PsbtInput {
  const map: MapRef = { kind: 'input', index: i }
  if (r.left === 0) {
    const { offset } = r
    throw new PsbtError(
      t`Truncated at byte ${offset}: the PSBT ends before input ${i}'s map (the transaction has inputs the PSBT does not describe).`,
    )
  }
  const input: PsbtInput = { signatures: 0, finalized: false }
  for (const entry of readMap(r, map)) {
    switch (entry.type) {
      case 0x00: {
        bare(entry, msg({ message: 'non-witness UTXO', comment: 'a PSBT key type (BIP 174)' }), map)
        const prev = decodeInner(entry.value, t`Input ${i}'s previous transaction`)
        const { txid, vout } = spends
        if (prev.txid !== txid) {
          const prevTxid = prev.txid
          throw new PsbtError(
            t`Input ${i}'s previous transaction is ${prevTxid}, but the input spends ${txid}.`,
          )
        }
        const out = prev.outputs[vout]
        if (!out)
          throw new PsbtError(
            t`Input ${i} spends output ${vout}, which its previous transaction does not have.`,
          )
        input.prevout = out
        break
      }
      case 0x01: {
        bare(entry, msg({ message: 'witness UTXO', comment: 'a PSBT key type (BIP 174)' }), map)
        const v = new Reader(entry.value)
        const value = v.uint(8, `input ${i}'s witness UTXO amount`)
        const script = v.varbytes(`input ${i}'s witness UTXO script`)
        if (v.left) {
          const { left } = v
          throw new PsbtError(
            plural(left, {
              one: `Input ${i}'s witness UTXO has # byte too many.`,
              other: `Input ${i}'s witness UTXO has # bytes too many.`,
            }),
          )
        }
        // A non-witness UTXO, when both are given, is the fuller proof; either gives the same output.
        input.prevout ??= { value, scriptPubKey: bytesToHex(script) }
        break
      }
      case 0x02:
        pubkeyKey(
          entry,
          msg({ message: 'partial signature', comment: 'a PSBT key type (BIP 174)' }),
          map,
        )
        input.signatures++
        break
      case 0x03:
        bare(entry, msg({ message: 'sighash type', comment: 'a PSBT key type (BIP 174)' }), map)
        break
      case 0x04:
        bare(entry, msg({ message: 'redeem script', comment: 'a PSBT key type (BIP 174)' }), map)
        break
      case 0x05:
        bare(entry, msg({ message: 'witness script', comment: 'a PSBT key type (BIP 174)' }), map)
        break
      case 0x06:
        pubkeyKey(
          entry,
          msg({ message: 'BIP 32 derivation', comment: 'a PSBT key type (BIP 174)' }),
          map,
        )
        break
      case 0x07:
        bare(entry, msg({ message: 'final scriptSig', comment: 'a PSBT key type (BIP 174)' }), map)
        input.finalScriptSig = bytesToHex(entry.value)
        break
      case 0x08:
        bare(
          entry,
          msg({ message: 'final script witness', comment: 'a PSBT key type (BIP 174)' }),
          map,
        )
        input.finalScriptWitness = witnessStack(entry.value, i)
        break
      case 0x13:
        bare(
          entry,
          msg({ message: 'taproot key signature', comment: 'a PSBT key type (BIP 174)' }),
          map,
        )
        input.signatures++
        break
      case 0x14:
        input.signatures++
        break
    }
  }
  input.finalized = input.finalScriptSig !== undefined || input.finalScriptWitness !== undefined
  return input
}

function witnessStack(value: Uint8Array, i: number): string[] {
  const r = new Reader(value)
  const field = `input ${i}'s final script witness`
  const count = r.varint(`${field} item count`)
  const items: string[] = []
  for (let j = 0; j < count; j++) items.push(bytesToHex(r.varbytes(`${field} item ${j}`)))
  if (r.left) {
    const { left } = r
    throw new PsbtError(
      plural(left, {
        one: `input ${i}'s final script witness has # byte after its last item.`,
        other: `input ${i}'s final script witness has # bytes after its last item.`,
      }),
    )
  }
  return items
}

function readOutput(r: Reader, i: number): void {
  const map: MapRef = { kind: 'output', index: i }
  if (r.left === 0) {
    const { offset } = r
    throw new PsbtError(
      t`Truncated at byte ${offset}: the PSBT ends before output ${i}'s map (the transaction has outputs the PSBT does not describe).`,
    )
  }
  for (const entry of readMap(r, map)) {
    if (entry.type === 0x00)
      bare(entry, msg({ message: 'redeem script', comment: 'a PSBT key type (BIP 174)' }), map)
    else if (entry.type === 0x01)
      bare(entry, msg({ message: 'witness script', comment: 'a PSBT key type (BIP 174)' }), map)
    else if (entry.type === 0x02)
      pubkeyKey(
        entry,
        msg({ message: 'BIP 32 derivation', comment: 'a PSBT key type (BIP 174)' }),
        map,
      )
  }
}
