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
      `Not a PSBT: it must start with the bytes 70736274ff ("psbt" and 0xff), this starts with ${head || 'nothing'}.`,
    )
  }
  r.offset = 5
  const unsignedTx = readGlobal(r)
  const inputs = unsignedTx.inputs.map((input, i) => readInput(r, i, input))
  unsignedTx.outputs.forEach((_, i) => {
    readOutput(r, i)
  })
  if (r.left) {
    throw new PsbtError(
      `${r.left} bytes left over at byte ${r.offset}, after the last output's map.`,
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

/** One key-value map up to its 0x00 separator, refusing a key seen twice. */
function readMap(r: Reader, name: string): Entry[] {
  const entries: Entry[] = []
  const seen = new Set<string>()
  for (;;) {
    if (r.left === 0) {
      throw new PsbtError(
        `Truncated at byte ${r.offset}: ${name} has no end (a 0x00 separator), the PSBT stops there.`,
      )
    }
    const at = r.offset
    const key = r.varbytes(`a key of ${name}`)
    if (key.length === 0) return entries
    const id = bytesToHex(key)
    if (seen.has(id))
      throw new PsbtError(
        `Duplicate key ${id.slice(0, 20)}${id.length > 20 ? '…' : ''} in ${name} at byte ${at}.`,
      )
    seen.add(id)
    const value = r.varbytes(`the value of key ${id.slice(0, 2)} in ${name}`)
    entries.push({ type: key[0] as number, keyData: key.subarray(1), value, at })
  }
}

/** A key type that carries nothing after its type byte. */
function bare(entry: Entry, what: string, name: string): void {
  if (entry.keyData.length) {
    throw new PsbtError(
      `Invalid ${what} key (type 0x${hex2(entry.type)}) in ${name} at byte ${entry.at}: it must be the type byte alone, it has ${entry.keyData.length} more.`,
    )
  }
}

/** A key type followed by a public key (33 bytes compressed or 65 uncompressed). */
function pubkeyKey(entry: Entry, what: string, name: string): void {
  const n = entry.keyData.length
  if (n !== 33 && n !== 65) {
    throw new PsbtError(
      `Invalid ${what} key (type 0x${hex2(entry.type)}) in ${name} at byte ${entry.at}: its public key is ${n} bytes, not 33 or 65.`,
    )
  }
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0')

function readGlobal(r: Reader): DecodedTransaction {
  const name = 'the global map'
  let tx: DecodedTransaction | undefined
  for (const entry of readMap(r, name)) {
    if (entry.type === 0x00) {
      bare(entry, 'unsigned transaction', name)
      tx = unsignedTransaction(entry.value)
    } else if (entry.type === 0x01) {
      if (entry.keyData.length !== 78)
        throw new PsbtError(
          `Invalid extended public key (type 0x01) in ${name} at byte ${entry.at}.`,
        )
    } else if (entry.type === 0xfb) {
      bare(entry, 'version', name)
      const version = new Reader(entry.value).uint(4, 'the PSBT version')
      if (version !== 0)
        throw new PsbtError(
          `PSBT version ${version} is not supported here: only version 0 (BIP 174).`,
        )
    }
  }
  if (!tx) throw new PsbtError('The PSBT has no unsigned transaction (global key type 0x00).')
  return tx
}

function unsignedTransaction(value: Uint8Array): DecodedTransaction {
  const tx = decodeInner(value, 'The unsigned transaction')
  if (tx.segwit) {
    throw new PsbtError(
      'The unsigned transaction is serialised with witnesses; a PSBT holds it without (BIP 174).',
    )
  }
  const signed = tx.inputs.findIndex((input) => input.scriptSig)
  if (signed >= 0) {
    throw new PsbtError(
      `Input ${signed} of the unsigned transaction has a scriptSig; a PSBT's unsigned transaction has none (signatures go in the input maps).`,
    )
  }
  return tx
}

function decodeInner(value: Uint8Array, what: string): DecodedTransaction {
  try {
    return decodeTransaction(bytesToHex(value))
  } catch (error) {
    throw new PsbtError(
      `${what} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

function readInput(r: Reader, i: number, spends: DecodedTransaction['inputs'][number]): PsbtInput {
  const name = `input ${i}'s map`
  if (r.left === 0) {
    throw new PsbtError(
      `Truncated at byte ${r.offset}: the PSBT ends before input ${i}'s map (the transaction has inputs the PSBT does not describe).`,
    )
  }
  const input: PsbtInput = { signatures: 0, finalized: false }
  for (const entry of readMap(r, name)) {
    switch (entry.type) {
      case 0x00: {
        bare(entry, 'non-witness UTXO', name)
        const prev = decodeInner(entry.value, `Input ${i}'s previous transaction`)
        if (prev.txid !== spends.txid) {
          throw new PsbtError(
            `Input ${i}'s previous transaction is ${prev.txid}, but the input spends ${spends.txid}.`,
          )
        }
        const out = prev.outputs[spends.vout]
        if (!out)
          throw new PsbtError(
            `Input ${i} spends output ${spends.vout}, which its previous transaction does not have.`,
          )
        input.prevout = out
        break
      }
      case 0x01: {
        bare(entry, 'witness UTXO', name)
        const v = new Reader(entry.value)
        const value = v.uint(8, `input ${i}'s witness UTXO amount`)
        const script = v.varbytes(`input ${i}'s witness UTXO script`)
        if (v.left) throw new PsbtError(`Input ${i}'s witness UTXO has ${v.left} bytes too many.`)
        // A non-witness UTXO, when both are given, is the fuller proof; either gives the same output.
        input.prevout ??= { value, scriptPubKey: bytesToHex(script) }
        break
      }
      case 0x02:
        pubkeyKey(entry, 'partial signature', name)
        input.signatures++
        break
      case 0x03:
        bare(entry, 'sighash type', name)
        break
      case 0x04:
        bare(entry, 'redeem script', name)
        break
      case 0x05:
        bare(entry, 'witness script', name)
        break
      case 0x06:
        pubkeyKey(entry, 'BIP 32 derivation', name)
        break
      case 0x07:
        bare(entry, 'final scriptSig', name)
        input.finalScriptSig = bytesToHex(entry.value)
        break
      case 0x08:
        bare(entry, 'final script witness', name)
        input.finalScriptWitness = witnessStack(entry.value, i)
        break
      case 0x13:
        bare(entry, 'taproot key signature', name)
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
  if (r.left) throw new PsbtError(`${field} has ${r.left} bytes after its last item.`)
  return items
}

function readOutput(r: Reader, i: number): void {
  const name = `output ${i}'s map`
  if (r.left === 0) {
    throw new PsbtError(
      `Truncated at byte ${r.offset}: the PSBT ends before output ${i}'s map (the transaction has outputs the PSBT does not describe).`,
    )
  }
  for (const entry of readMap(r, name)) {
    if (entry.type === 0x00) bare(entry, 'redeem script', name)
    else if (entry.type === 0x01) bare(entry, 'witness script', name)
    else if (entry.type === 0x02) pubkeyKey(entry, 'BIP 32 derivation', name)
  }
}
