import {
  type DecodedTransaction,
  decodeTransaction,
  hexToBytes,
} from '@outpoint/explorer-client/tx'

export type Paste =
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'bitcoin'; hex: string; tx: DecodedTransaction }
  /** Liquid transactions are only checked to be hex: the decoder reads Bitcoin's format. */
  | { kind: 'liquid'; hex: string }

/** What the pasted text is: nothing yet, a reason it cannot be a transaction, or the transaction. */
export function readPaste(text: string, liquid: boolean): Paste {
  // People paste with line breaks and spaces from terminals and e-mails; those are never part of the hex.
  const hex = text.replace(/\s+/g, '')
  if (!hex) return { kind: 'empty' }
  try {
    if (liquid) {
      hexToBytes(hex)
      return { kind: 'liquid', hex }
    }
    return { kind: 'bitcoin', hex, tx: decodeTransaction(hex) }
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) }
  }
}
