import type { Address, Hash } from 'viem'
import type { WalletStorage } from './config.js'

export type RecentStatus = 'pending' | 'confirmed' | 'failed' | 'replaced'
/** viem's classification of a replacement (`onReplaced`'s `reason`). */
export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced'

/** A transaction sent from this site, as remembered between page loads. */
export interface RecentTransaction {
  hash: Hash
  to: Address
  /** Amount in wei, as a decimal string (JSON has no bigint). */
  value: string
  status: RecentStatus
  reason?: ReplacementReason
  /** The transaction that took this one's place. */
  replacedBy?: Hash
  /** When it was sent, in milliseconds since the epoch. */
  time: number
}

/** How many transactions are kept per account and chain. */
export const maxRecent = 20

/** The storage key of one account's list on one chain (addresses compared without their checksum case). */
export function recentKey(chainId: number, address: string): string {
  return `outpoint.wallet.recent.${chainId}.${address.toLowerCase()}`
}

/**
 * The remembered transactions of `address` on `chainId`, newest first. Storage is shared with other code
 * and other versions of the app, so anything unreadable is dropped instead of thrown.
 */
export function loadRecent(
  storage: Pick<WalletStorage, 'getItem'>,
  chainId: number,
  address: string,
): RecentTransaction[] {
  let parsed: unknown
  try {
    const raw = storage.getItem(recentKey(chainId, address))
    if (raw === null) return []
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed
    .flatMap((entry) => {
      const tx = parseRecent(entry)
      return tx ? [tx] : []
    })
    .slice(0, maxRecent)
}

/** Stores the list; a full or blocked storage only costs the memory of this session. */
export function saveRecent(
  storage: Pick<WalletStorage, 'setItem'>,
  chainId: number,
  address: string,
  list: readonly RecentTransaction[],
): void {
  try {
    storage.setItem(recentKey(chainId, address), JSON.stringify(list.slice(0, maxRecent)))
  } catch {
    // QuotaExceededError or SecurityError (storage disabled): nothing useful to do.
  }
}

/**
 * Adds `tx` at the front, or updates the entry with the same hash where it stands (a status change
 * does not make a transaction newer). Keeps at most {@link maxRecent}.
 */
export function upsertRecent(
  list: readonly RecentTransaction[],
  tx: RecentTransaction,
): RecentTransaction[] {
  const index = list.findIndex((known) => known.hash === tx.hash)
  const next = index === -1 ? [tx, ...list] : list.map((known, i) => (i === index ? tx : known))
  return next.slice(0, maxRecent)
}

const hashPattern = /^0x[0-9a-fA-F]{64}$/
const addressPattern = /^0x[0-9a-fA-F]{40}$/
const statuses: readonly string[] = ['pending', 'confirmed', 'failed', 'replaced']
const reasons: readonly string[] = ['repriced', 'cancelled', 'replaced']

function parseRecent(entry: unknown): RecentTransaction | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const { hash, to, value, status, reason, replacedBy, time } = entry as Record<string, unknown>
  if (!isHash(hash) || !isAddress(to) || typeof value !== 'string' || !/^\d+$/.test(value)) {
    return undefined
  }
  if (!isStatus(status) || typeof time !== 'number' || !Number.isFinite(time)) return undefined
  const tx: RecentTransaction = { hash, to, value, status, time }
  if (isReason(reason)) tx.reason = reason
  if (isHash(replacedBy)) tx.replacedBy = replacedBy
  return tx
}

function isHash(value: unknown): value is Hash {
  return typeof value === 'string' && hashPattern.test(value)
}

function isAddress(value: unknown): value is Address {
  return typeof value === 'string' && addressPattern.test(value)
}

function isStatus(value: unknown): value is RecentStatus {
  return typeof value === 'string' && statuses.includes(value)
}

function isReason(value: unknown): value is ReplacementReason {
  return typeof value === 'string' && reasons.includes(value)
}
