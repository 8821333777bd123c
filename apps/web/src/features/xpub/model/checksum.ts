/**
 * The output descriptor checksum of BIP 380: eight bech32 characters after `#`, a BCH code over the
 * descriptor's characters (their position in INPUT_CHARSET, in groups of 5 bits and of three classes).
 */
const INPUT_CHARSET =
  '0123456789()[],\'/*abcdefgh@:$%{}IJKLMNOPQRSTUVWXYZ&+-.;<=>?!^_|~ijklmnopqrstuvwxyzABCDEFGH`#"\\ '
const CHECKSUM_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATORS = [0xf5dee51989n, 0xa9fdca3312n, 0x1bab10e32dn, 0x3706b1677an, 0x644d626ffdn]

function polymod(c: bigint, value: number): bigint {
  const top = c >> 35n
  let next = ((c & 0x7ffffffffn) << 5n) ^ BigInt(value)
  GENERATORS.forEach((g, i) => {
    if ((top >> BigInt(i)) & 1n) next ^= g
  })
  return next
}

/** The checksum of `text`, or the first character the descriptor alphabet lacks. */
export function descriptorChecksum(text: string): { checksum: string } | { badChar: string } {
  let c = 1n
  let cls = 0
  let count = 0
  for (const ch of text) {
    const pos = INPUT_CHARSET.indexOf(ch)
    if (pos < 0) return { badChar: ch }
    c = polymod(c, pos & 31)
    cls = cls * 3 + (pos >> 5)
    count += 1
    if (count === 3) {
      c = polymod(c, cls)
      cls = 0
      count = 0
    }
  }
  if (count > 0) c = polymod(c, cls)
  for (let i = 0; i < 8; i++) c = polymod(c, 0)
  c ^= 1n
  let checksum = ''
  for (let j = 0; j < 8; j++) checksum += CHECKSUM_CHARSET[Number((c >> BigInt(5 * (7 - j))) & 31n)]
  return { checksum }
}
