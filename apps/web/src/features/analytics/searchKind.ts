import type { SearchTarget } from '../search/classify'

/** What kind of input a search was, for analytics: never the text itself. */
export type SearchKind =
  | 'height'
  | 'outpoint'
  | 'address'
  | 'channel'
  | 'hash'
  | 'public key'
  | 'other network address'
  | 'lightning text'
  | 'invalid'
  | 'other'

/** The kind of a classified search; `undefined` for empty input, which is no search. */
export function searchKind(target: SearchTarget): SearchKind | undefined {
  switch (target.kind) {
    case 'empty':
      return undefined
    case 'hash':
      // A txid, block hash or asset id: only the service can tell, and the answer is not waited for.
      return 'hash'
    case 'publicKey':
      return 'public key'
    case 'elsewhere':
      return 'other network address'
    case 'lightning':
      return 'lightning text'
    case 'invalid':
      return 'invalid'
    case 'go':
      return goKind(target.path)
  }
}

/** Inputs known without asking the service: the page they lead to says what they were. */
function goKind(path: string): SearchKind {
  if (/\/block\/\d+$/.test(path)) return 'height'
  if (/\/tx\/[^/]+:\d+$/.test(path)) return 'outpoint'
  if (path.includes('/address/')) return 'address'
  if (path.includes('/lightning/channel/')) return 'channel'
  return 'other'
}
