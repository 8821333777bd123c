import type { AnyVin, AnyVout } from './types'

/** What a list highlights: an address (coming from its page) or one output (`txid:vout`). */
export type Highlight =
  | { kind: 'address'; address: string }
  | { kind: 'outpoint'; txid: string; vout: number }

const outpoint = /^([0-9a-fA-F]{64}):(\d{1,6})$/

/** Reads the `highlight` prop: "txid:vout" is an output, anything else an address. */
export function parseHighlight(value: string | undefined): Highlight | undefined {
  if (!value) return undefined
  const match = outpoint.exec(value)
  if (match?.[1] && match[2]) {
    return { kind: 'outpoint', txid: match[1].toLowerCase(), vout: Number(match[2]) }
  }
  return { kind: 'address', address: value }
}

/** Whether output `index` of transaction `txid` is the highlighted one. */
export function isHighlightedOutput(
  highlight: Highlight | undefined,
  txid: string,
  index: number,
  vout: AnyVout,
): boolean {
  if (!highlight) return false
  if (highlight.kind === 'outpoint') return highlight.txid === txid && highlight.vout === index
  return vout.scriptpubkey_address === highlight.address
}

/** Whether an input spends the highlighted output or comes from the highlighted address. */
export function isHighlightedInput(highlight: Highlight | undefined, vin: AnyVin): boolean {
  if (!highlight) return false
  if (highlight.kind === 'outpoint')
    return highlight.txid === vin.txid && highlight.vout === vin.vout
  return vin.prevout?.scriptpubkey_address === highlight.address
}
