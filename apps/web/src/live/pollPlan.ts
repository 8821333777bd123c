import type { QueryKey } from '@tanstack/react-query'

/** Where a service has no live feed, pages are refreshed at this interval (a polite one). */
export const esploraPollInterval = 30_000

/** What a poll found about the chain's tip, and what a query key's data may have missed since. */
export interface PollFinding {
  /** The tip moved (a new block, or a reorganisation): every shown query may be out of date. */
  tipChanged: boolean
  /** Whether the transaction with this txid is shown unconfirmed (its data in the cache). */
  unconfirmed(txid: string): boolean
}

/**
 * Whether a poll refreshes the query with this key (`['explorer', baseUrl, kind, ...]`). A new tip
 * refreshes everything shown; between blocks only what changes without one: an address's
 * transactions and balance, an unconfirmed transaction (until it confirms), the Esplora dashboard's
 * mempool and fees, and the tip itself. A confirmed transaction, a block, a page of blocks are left alone.
 */
export function pollRefreshes(key: QueryKey, finding: PollFinding): boolean {
  if (finding.tipChanged) return true
  const kind = key[2]
  if (kind === 'address' || kind === 'esplora') return true
  if (kind === 'tx' && typeof key[3] === 'string') return finding.unconfirmed(key[3])
  return false
}
