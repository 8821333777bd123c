import {
  type DecodedLiquidTransaction,
  type DecodedTransaction,
  decodeLiquidTransaction,
  decodeTransaction,
} from '@outpoint/explorer-client/tx'

export type Paste =
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'bitcoin'; hex: string; tx: DecodedTransaction }
  | { kind: 'liquid'; hex: string; tx: DecodedLiquidTransaction }

/** What the pasted text is: nothing yet, a reason it cannot be a transaction, or the transaction. */
export function readPaste(text: string, liquid: boolean): Paste {
  // People paste with line breaks and spaces from terminals and e-mails; those are never part of the hex.
  const hex = text.replace(/\s+/g, '')
  if (!hex) return { kind: 'empty' }
  try {
    if (liquid) return { kind: 'liquid', hex, tx: decodeLiquidTransaction(hex) }
    return { kind: 'bitcoin', hex, tx: decodeTransaction(hex) }
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) }
  }
}
