import { createHash } from 'node:crypto'

/** electrs' scripthash of an output script: its SHA-256, hex in natural byte order (not Electrum's). */
export const scripthashOf = (script: Uint8Array): string =>
  createHash('sha256').update(script).digest('hex')

const indexes = new WeakMap<object, { size: number; byHash: Map<string, string> }>()

/**
 * The address whose script hashes to `hash`, among the addresses of `history` (keyed by address):
 * an index built on first use and again whenever the history has grown.
 */
export function addressOfScripthash(
  history: ReadonlyMap<string, unknown>,
  scriptOf: (address: string) => Uint8Array,
  hash: string,
): string | undefined {
  let index = indexes.get(history)
  if (!index || index.size !== history.size) {
    const byHash = new Map<string, string>()
    for (const address of history.keys()) byHash.set(scripthashOf(scriptOf(address)), address)
    index = { size: history.size, byHash }
    indexes.set(history, index)
  }
  return index.byHash.get(hash)
}
