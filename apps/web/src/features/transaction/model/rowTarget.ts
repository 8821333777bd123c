/** One input or output row of a transaction, by its index: what `#vin=N`, `#vout=N` and `txid:N` point at. */
export interface RowTarget {
  side: 'input' | 'output'
  index: number
}

const rowHash = /^#(vin|vout)=(\d{1,7})$/

/**
 * Reads mempool.space's row anchors, `#vout=N` and `#vin=N`. Any other hash (`#content` of the skip link)
 * points at no row.
 */
export function parseRowHash(hash: string): RowTarget | undefined {
  const match = rowHash.exec(hash)
  if (!match?.[1] || !match[2]) return undefined
  return { side: match[1] === 'vin' ? 'input' : 'output', index: Number(match[2]) }
}

/** The row a transaction URL points at: its anchor first (it changes while the page is open), then `txid:N`. */
export function rowTargetOf(hash: string, vout: number | undefined): RowTarget | undefined {
  return parseRowHash(hash) ?? (vout === undefined ? undefined : { side: 'output', index: vout })
}

/** Whether row `index` of `side` is the one pointed at. */
export function isTargetRow(target: RowTarget | undefined, side: RowTarget['side'], index: number) {
  return target !== undefined && target.side === side && target.index === index
}
