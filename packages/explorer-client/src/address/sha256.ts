/*
 * SHA-256 after FIPS 180-4, for base58check. WebCrypto cannot serve here: its digest is async, and
 * `crypto.subtle` is absent on plain-http origins, where self-hosted LAN instances usually live.
 * Written for size (it ships in the client's 12 kB budget), not speed: it hashes 25-byte payloads.
 */

let K: Uint32Array | undefined
let H0: Uint32Array

/**
 * The constants are the first 32 bits of the fractional parts of the square roots of the first 8 primes
 * (initial hash) and the cube roots of the first 64 primes (round constants): derived, not shipped.
 * Doubles carry enough bits for them; the tests compare digests with node:crypto.
 */
function constants(): Uint32Array {
  const k = new Uint32Array(64)
  H0 = new Uint32Array(8)
  for (let n = 2, i = 0; i < 64; n++) {
    let prime = true
    for (let d = 2; d * d <= n; d++) if (n % d === 0) prime = false
    if (!prime) continue
    if (i < 8) H0[i] = (n ** (1 / 2) % 1) * 2 ** 32
    k[i++] = (n ** (1 / 3) % 1) * 2 ** 32
  }
  return k
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

/** SHA-256 digest (32 bytes) of `bytes`. */
export function sha256(bytes: Uint8Array): Uint8Array {
  K ??= constants()
  const length = bytes.length
  // Message words: the bytes, a 1 bit, zeros, and the bit length in the last 64 bits of a 512-bit block.
  const m = new Uint32Array((((length + 8) >> 6) + 1) * 16)
  for (let i = 0; i <= length; i++)
    m[i >> 2] =
      (m[i >> 2] as number) | ((i < length ? (bytes[i] as number) : 0x80) << (24 - (i % 4) * 8))
  m[m.length - 2] = length / 2 ** 29
  m[m.length - 1] = length * 8
  const h = H0.slice()
  const w = new Uint32Array(64)
  for (let j = 0; j < m.length; j += 16) {
    const s = [...h]
    for (let t = 0; t < 64; t++) {
      if (t < 16) w[t] = m[j + t] as number
      else {
        const x = w[t - 15] as number
        const y = w[t - 2] as number
        w[t] =
          (rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)) +
          (rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10)) +
          (w[t - 7] as number) +
          (w[t - 16] as number)
      }
      const [a, b, c, d, e, f, g, hh] = s as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ]
      const t1 =
        hh +
        (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
        ((e & f) ^ (~e & g)) +
        (K[t] as number) +
        (w[t] as number)
      const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))
      s.unshift((t1 + t2) | 0)
      s[4] = (d + t1) | 0
      s.pop()
    }
    s.forEach((v, i) => {
      h[i] = (h[i] as number) + v
    })
  }
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++) out[i] = (h[i >> 2] as number) >>> (24 - (i % 4) * 8)
  return out
}
