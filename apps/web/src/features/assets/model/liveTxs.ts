/** Anything with a txid: the transactions the asset's lists hold. */
interface HasTxid {
  txid: string
}

/** New transactions first, then the list without them (a repeated one moves to the top). */
export function prependNew<T extends HasTxid>(list: readonly T[], added: readonly T[]): T[] {
  const ids = new Set(added.map((t) => t.txid))
  return [...added, ...list.filter((t) => !ids.has(t.txid))]
}

/** The list without the given transactions. */
export function without<T extends HasTxid>(list: readonly T[], gone: readonly HasTxid[]): T[] {
  const ids = new Set(gone.map((t) => t.txid))
  return list.filter((t) => !ids.has(t.txid))
}
