import { t } from '@lingui/core/macro'
import type { DecodedTransaction } from '@outpoint/explorer-client/tx'
import { readPaste } from '../broadcast/readPaste'
import { decodePsbt, looksLikePsbt, type Psbt } from './psbt/psbt'

export type PreviewPaste =
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'tx'; hex: string; tx: DecodedTransaction }
  | { kind: 'psbt'; psbt: Psbt }

const hexOnly = /^[0-9a-fA-F]*$/

/** A pasted raw transaction (hex) or PSBT (base64 or hex): decoded, or what is wrong with it. */
export function readPreview(text: string): PreviewPaste {
  const compact = text.replace(/\s+/g, '')
  if (!compact) return { kind: 'empty' }
  if (looksLikePsbt(compact)) {
    try {
      return { kind: 'psbt', psbt: decodePsbt(compact) }
    } catch (error) {
      return { kind: 'error', message: error instanceof Error ? error.message : String(error) }
    }
  }
  const paste = readPaste(compact, false)
  if (paste.kind === 'bitcoin') return { kind: 'tx', hex: paste.hex, tx: paste.tx }
  if (paste.kind === 'error') {
    const psbtNote = hexOnly.test(compact)
      ? ''
      : ` ${t`Nor is it a PSBT: a PSBT in base64 starts with cHNidP8, in hex with 70736274ff.`}`
    return { kind: 'error', message: paste.message + psbtNote }
  }
  return { kind: 'empty' }
}

/** The network transaction ready to test or broadcast: a raw one, or a finalized PSBT's extraction. */
export function networkTransaction(
  paste: PreviewPaste,
): { hex: string; tx: DecodedTransaction } | undefined {
  if (paste.kind === 'tx') return paste
  if (paste.kind === 'psbt') return paste.psbt.extracted
  return undefined
}
