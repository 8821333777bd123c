import type { AnyTransaction } from '../transaction/model/types'

/** The loaded part of an address's transactions, newest first, as the query cache holds it. */
export interface AddressHistory {
  txs: AnyTransaction[]
  /** No page after the last loaded one. */
  done: boolean
}

/**
 * The smallest full page any server sends; a shorter page is the last. mempool's own backend (bitcoind
 * with an Electrum server, as on Umbrel or Start9: `electrum-api.ts` $getAddressTransactions) sends 10 a
 * page; electrs 25 to 50. (Counting 25 stopped those instances' histories after their first 10.)
 */
export const fullPage = 10

const height = (tx: AnyTransaction) =>
  tx.status?.confirmed ? (tx.status.block_height ?? 0) : Number.POSITIVE_INFINITY

/** Unconfirmed first, then by height, newest first; the server's order within a block is kept. */
function ordered(txs: AnyTransaction[]): AnyTransaction[] {
  return txs
    .map((tx, index) => ({ tx, index }))
    .sort((a, b) => height(b.tx) - height(a.tx) || a.index - b.index)
    .map(({ tx }) => tx)
}

/**
 * The first page, fetched again (on reconnect or invalidation) or for the first time. It holds every
 * mempool transaction and the newest confirmed ones, so it replaces those; older pages already loaded are
 * kept, so a refresh never throws away what was scrolled through.
 */
export function withFirstPage(
  page: AnyTransaction[],
  previous: AddressHistory | undefined,
): AddressHistory {
  const fresh = new Set(page.map((tx) => tx.txid))
  const kept = (previous?.txs ?? []).filter((tx) => tx.status?.confirmed && !fresh.has(tx.txid))
  return {
    txs: ordered([...page, ...kept]),
    done: kept.length > 0 ? (previous?.done ?? false) : page.length < fullPage,
  }
}

/** A later page appended; one that brings nothing new ends the list rather than asking for it again. */
export function withNextPage(history: AddressHistory, page: AnyTransaction[]): AddressHistory {
  const known = new Set(history.txs.map((tx) => tx.txid))
  const added = page.filter((tx) => !known.has(tx.txid))
  return { txs: [...history.txs, ...added], done: page.length < fullPage || added.length === 0 }
}

/** The `after_txid` cursor of the next page. */
export const cursorOf = (history: AddressHistory): string | undefined => history.txs.at(-1)?.txid

export type AddressEvent = {
  kind: 'mempool' | 'confirmed' | 'removed'
  transactions: AnyTransaction[]
}

/** A live `track-address` event: new mempool transactions, ones now confirmed, ones dropped. */
export function withAddressEvent(history: AddressHistory, event: AddressEvent): AddressHistory {
  const touched = new Set(event.transactions.map((tx) => tx.txid))
  const rest = history.txs.filter((tx) => !touched.has(tx.txid))
  if (event.kind === 'removed') return { ...history, txs: rest }
  return { ...history, txs: ordered([...event.transactions, ...rest]) }
}
