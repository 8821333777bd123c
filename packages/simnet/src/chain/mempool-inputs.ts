import { hashHex } from '../bitcoin/tx.js'
import { RawTxCursor } from './raw-tx.js'

/** One input of a serialised transaction: the outpoint it spends and its sequence. */
export interface RawInput {
  txid: string
  vout: number
  sequence: number
}

/**
 * Reads the inputs of a serialised transaction without decoding the rest: the mempool needs only the
 * outpoints (parents, conflicts) and sequences (BIP 125 signalling), and a full bitcoinjs decode of every
 * arrival would cost an object graph per transaction.
 */
export function rawInputs(raw: Uint8Array): RawInput[] {
  const cursor = new RawTxCursor(raw)
  const count = cursor.varint()
  const inputs: RawInput[] = []
  for (let i = 0; i < count; i++) {
    const txid = hashHex(raw.subarray(cursor.at, cursor.at + 32))
    cursor.skip(32)
    const vout = cursor.u32()
    cursor.skip(cursor.varint())
    inputs.push({ txid, vout, sequence: cursor.u32() })
  }
  return inputs
}

/** BIP 125: a transaction signals replaceability when one of its inputs has a sequence below 0xfffffffe. */
export const signalsRbf = (inputs: readonly RawInput[]): boolean =>
  inputs.some((input) => input.sequence < 0xfffffffe)

export const outpointOf = (input: RawInput): string => `${input.txid}:${input.vout}`
