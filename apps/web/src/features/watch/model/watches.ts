import { decodeAddress, type Network } from '@outpoint/explorer-client'
import { isNetwork } from '../../../app/networks'

/** A starred address or transaction, followed on its own network whatever the page's. */
export interface Watch {
  type: 'address' | 'transaction'
  network: Network
  /** The address as typed on its page, or the txid. */
  id: string
  /** When it was starred (ms since the epoch). */
  added: number
}

/** The export file's and the stored list's version: a different one is refused, not guessed at. */
export const watchFormatVersion = 1

const txidPattern = /^[0-9a-f]{64}$/

/** What is wrong with one entry of an import: its index (0-based) and the field that is wrong. */
export interface WatchEntryProblem {
  index: number
  field: 'entry' | 'type' | 'network' | 'id'
  value: string
}

export type WatchFileProblem =
  | { kind: 'json' }
  | { kind: 'shape' }
  | { kind: 'version'; value: string }
  | ({ kind: 'entry' } & WatchEntryProblem)

export type ParsedWatches =
  | { ok: true; watches: Watch[] }
  | { ok: false; problem: WatchFileProblem }

export const watchKey = (w: Pick<Watch, 'type' | 'network' | 'id'>): string =>
  `${w.network}:${w.type}:${w.id}`

const shown = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))

/** One entry checked: a known type, a known network, an id that is a txid or an address of that network. */
export function checkWatch(value: unknown, index: number): Watch | WatchEntryProblem {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { index, field: 'entry', value: shown(value) }
  }
  const entry = value as Record<string, unknown>
  const { type, network, id, added } = entry
  if (type !== 'address' && type !== 'transaction')
    return { index, field: 'type', value: shown(type) }
  if (!isNetwork(network)) return { index, field: 'network', value: shown(network) }
  const valid =
    typeof id === 'string' &&
    (type === 'transaction' ? txidPattern.test(id) : decodeAddress(id, network) !== undefined)
  if (!valid) return { index, field: 'id', value: shown(id) }
  const when = typeof added === 'number' && Number.isFinite(added) && added >= 0 ? added : 0
  return { type, network, id, added: when }
}

const isProblem = (v: Watch | WatchEntryProblem): v is WatchEntryProblem => 'field' in v

/** Drops repeats (same network, type and id), keeping the first. */
function unique(watches: Watch[]): Watch[] {
  const seen = new Set<string>()
  return watches.filter((w) => {
    const key = watchKey(w)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * An export file's text read back: `{ version: 1, watches: [...] }`. The first bad entry refuses the whole
 * file (nothing half-imported) and is named by its index and field.
 */
export function parseWatchFile(text: string): ParsedWatches {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: { kind: 'json' } }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, problem: { kind: 'shape' } }
  }
  const file = value as Record<string, unknown>
  if (file.version !== watchFormatVersion) {
    return { ok: false, problem: { kind: 'version', value: shown(file.version) } }
  }
  if (!Array.isArray(file.watches)) return { ok: false, problem: { kind: 'shape' } }
  const watches: Watch[] = []
  for (const [index, entry] of file.watches.entries()) {
    const checked = checkWatch(entry, index)
    if (isProblem(checked)) return { ok: false, problem: { kind: 'entry', ...checked } }
    watches.push(checked)
  }
  return { ok: true, watches: unique(watches) }
}

/** The export file's text. */
export function watchFileText(watches: readonly Watch[]): string {
  return `${JSON.stringify({ version: watchFormatVersion, watches }, null, 2)}\n`
}

/** The list with `watch` added, or removed when it is there already. */
export function toggleWatch(watches: readonly Watch[], watch: Watch): Watch[] {
  const key = watchKey(watch)
  return watches.some((w) => watchKey(w) === key)
    ? watches.filter((w) => watchKey(w) !== key)
    : [...watches, watch]
}

/** An import merged into the list: entries already watched are kept once. */
export function mergeWatches(current: readonly Watch[], imported: readonly Watch[]): Watch[] {
  return unique([...current, ...imported])
}

/** The networks that have watches, in the order they were first starred, with their watches. */
export function watchesByNetwork(watches: readonly Watch[]): [Network, Watch[]][] {
  const groups = new Map<Network, Watch[]>()
  for (const w of watches) groups.set(w.network, [...(groups.get(w.network) ?? []), w])
  return [...groups]
}

export { isProblem as isWatchProblem }
