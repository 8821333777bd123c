/**
 * What an explorer's users expect never to leave their browser: which addresses, transactions and
 * amounts they look at. These checks are deliberately broad; a false alarm costs one event property,
 * a miss costs a user's privacy.
 */

/**
 * Key names that announce private data whatever the value looks like (an amount is just a number).
 * Compared after lower-casing and removing `_`, `-`, `.` and spaces, so `tx_id` and `txId` match too.
 */
const privateKeyWords = [
  'amount',
  'value',
  'address',
  'addr',
  'txid',
  'hash',
  'balance',
  'pubkey',
  'publickey',
  'xpub',
  'satoshi',
  'invoice',
  'memo',
]

/** Why a value looks private; the first pattern that matches names the reason. */
const privatePatterns: readonly (readonly [RegExp, string])[] = [
  // 40 hex digits and more: EVM addresses (40), txids and block or asset hashes (64), compressed and
  // uncompressed public keys (66, 130), with or without 0x.
  [/(?:0x)?[0-9a-f]{40,}/i, 'looks like a hash, txid, public key or EVM address'],
  // Base58check: legacy and P2SH Bitcoin addresses (25-35 characters), Liquid confidential addresses
  // (about 80), extended keys (111), WIF private keys (51-52). The alphabet leaves out 0, O, I and l.
  [/[1-9A-HJ-NP-Za-km-z]{25,}/, 'looks like a base58 address or key'],
  // Bech32 and blech32: segwit and taproot addresses of every network (bc1, tb1, bcrt1, ex1, lq1,
  // tlq1, el1, ...), Lightning invoices (lnbc...1...) and LNURLs: a prefix, the separator 1, then at
  // least 20 characters of the bech32 alphabet (which has no 1, b, i or o).
  [
    /[a-z][a-z0-9]*1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{20,}/i,
    'looks like a bech32 address or invoice',
  ],
  // A Lightning short channel id (block x transaction x output) points at one on-chain output.
  [/\b\d{3,}x\d+x\d+\b/, 'looks like a channel id'],
]

/** Why a key name is private, or undefined. */
export function privateKeyReason(key: string): string | undefined {
  const plain = key.toLowerCase().replace(/[\s_.-]/g, '')
  const word = privateKeyWords.find((w) => plain.includes(w))
  return word ? `key "${key}" is named like private data (${word})` : undefined
}

/** Why a string value is private, or undefined. Numbers and booleans carry no identifier. */
export function privateValueReason(value: string): string | undefined {
  for (const [pattern, reason] of privatePatterns) if (pattern.test(value)) return reason
  return undefined
}
