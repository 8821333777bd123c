import { hashHex } from '../bitcoin/tx.js'

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
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength)
  // Version, then the segwit marker and flag (0x00 0x01) when the transaction carries witnesses.
  let at = raw[4] === 0 && raw[5] === 1 ? 6 : 4
  const varint = (): number => {
    const first = view.getUint8(at)
    at += 1
    if (first < 0xfd) return first
    if (first === 0xfd) {
      at += 2
      return view.getUint16(at - 2, true)
    }
    at += first === 0xfe ? 4 : 8
    return first === 0xfe ? view.getUint32(at - 4, true) : Number(view.getBigUint64(at - 8, true))
  }
  const count = varint()
  const inputs: RawInput[] = []
  for (let i = 0; i < count; i++) {
    const txid = hashHex(raw.subarray(at, at + 32))
    const vout = view.getUint32(at + 32, true)
    at += 36
    const scriptLength = varint()
    at += scriptLength
    inputs.push({ txid, vout, sequence: view.getUint32(at, true) })
    at += 4
  }
  return inputs
}

/** BIP 125: a transaction signals replaceability when one of its inputs has a sequence below 0xfffffffe. */
export const signalsRbf = (inputs: readonly RawInput[]): boolean =>
  inputs.some((input) => input.sequence < 0xfffffffe)

export const outpointOf = (input: RawInput): string => `${input.txid}:${input.vout}`
