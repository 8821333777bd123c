import { createHash } from 'node:crypto'

/** electrs' scripthash of an output script: its SHA-256, hex in natural byte order (not Electrum's). */
export const scripthashOf = (script: Uint8Array): string =>
  createHash('sha256').update(script).digest('hex')

const indexes = new WeakMap<object, { size: number; byHash: Map<string, string> }>()

/**
 * The address whose script hashes to `hash`, among the addresses of `history` (keyed by address): an
 * index built on first use. A live history only grows, new addresses last (a Map keeps insertion order),
 * so only those are hashed when it has grown; one that shrank (a reorg) is indexed again.
 */
export function addressOfScripthash(
  history: ReadonlyMap<string, unknown>,
  scriptOf: (address: string) => Uint8Array,
  hash: string,
): string | undefined {
  let index = indexes.get(history)
  if (!index || history.size < index.size) {
    index = { size: 0, byHash: new Map() }
    indexes.set(history, index)
  }
  if (index.size !== history.size) {
    let seen = 0
    for (const address of history.keys()) {
      if (seen++ >= index.size) index.byHash.set(scripthashOf(scriptOf(address)), address)
    }
    index.size = history.size
  }
  return index.byHash.get(hash)
}
