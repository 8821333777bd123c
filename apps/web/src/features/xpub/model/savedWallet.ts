import { browserStorage } from '../../../app/browserStorage'

/** What "keep on this device" stores: the pasted text and the scan's choices. */
export interface SavedWallet {
  text: string
  keyScript: 'pkh' | 'wpkh' | 'sh-wpkh' | 'tr'
  gapLimit: number
}

export const savedWalletKey = 'outpoint.wallet-view.v1'

const SCRIPTS = ['pkh', 'wpkh', 'sh-wpkh', 'tr'] as const

/** The stored wallet, undefined when none; `corrupt` when something unreadable was there (then ignored). */
export function readSavedWallet(storage = browserStorage()): {
  saved?: SavedWallet
  corrupt: boolean
} {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(savedWalletKey)
  } catch {
    return { corrupt: false }
  }
  if (!raw) return { corrupt: false }
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return { corrupt: true }
    const { text, keyScript, gapLimit } = value as Record<string, unknown>
    const script = SCRIPTS.find((s) => s === keyScript)
    if (typeof text !== 'string' || !script || !isGapLimit(gapLimit)) return { corrupt: true }
    return { saved: { text, keyScript: script, gapLimit }, corrupt: false }
  } catch {
    return { corrupt: true }
  }
}

export function isGapLimit(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 200
}

/** Stores or forgets the wallet; a storage that refuses (private mode, quota) keeps nothing. */
export function writeSavedWallet(saved: SavedWallet | undefined, storage = browserStorage()): void {
  try {
    if (saved) storage?.setItem(savedWalletKey, JSON.stringify(saved))
    else storage?.removeItem(savedWalletKey)
  } catch {
    // Nothing kept: the page still works for this visit.
  }
}
