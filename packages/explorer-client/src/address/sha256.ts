/*
 * SHA-256 after FIPS 180-4. WebCrypto cannot serve here: its digest is async, and `crypto.subtle` is absent
 * on plain-http origins, where self-hosted LAN instances usually live.
 */

/** Round constants (FIPS 180-4 §4.2.2) and initial hash value (§5.3.3), filled on first use. */
const K = new DataView(new ArrayBuffer(256))
const H0 = new DataView(new ArrayBuffer(32))
let ready = false

/** floor(n^(1/k) * 2^32) mod 2^32, exact: the float estimate is corrected with integer arithmetic. */
function rootBits(n: number, k: 2 | 3): number {
  const target = BigInt(n) << BigInt(32 * k)
  let x = BigInt(Math.floor(n ** (1 / k) * 2 ** 32))
  while ((x + 1n) ** BigInt(k) <= target) x++
  while (x ** BigInt(k) > target) x--
  return Number(x & 0xffffffffn)
}

/**
 * The spec defines the constants as the first 32 bits of the fractional parts of the square roots of the first
 * 8 primes and the cube roots of the first 64 primes; deriving them is smaller than shipping the table.
 */
function init(): void {
  let count = 0
  for (let n = 2; count < 64; n++) {
    let prime = true
    for (let d = 2; d * d <= n; d++) if (n % d === 0) prime = false
    if (!prime) continue
    if (count < 8) H0.setUint32(count * 4, rootBits(n, 2))
    K.setUint32(count * 4, rootBits(n, 3))
    count++
  }
  ready = true
}

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n))

/** SHA-256 digest (32 bytes) of `bytes`. */
export function sha256(bytes: Uint8Array): Uint8Array {
  if (!ready) init()
  // Message, a 1 bit, zeros, then the 64-bit big-endian bit length, padded to whole 64-byte blocks (§5.1.1).
  const blocks = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64)
  blocks.set(bytes)
  blocks[bytes.length] = 0x80
  const m = new DataView(blocks.buffer)
  m.setUint32(blocks.length - 8, Math.floor(bytes.length / 0x20000000))
  m.setUint32(blocks.length - 4, (bytes.length * 8) >>> 0)

  const hash = new DataView(H0.buffer.slice(0))
  const w = new DataView(new ArrayBuffer(256))
  for (let offset = 0; offset < blocks.length; offset += 64) {
    for (let t = 0; t < 64; t++) {
      if (t < 16) {
        w.setUint32(t * 4, m.getUint32(offset + t * 4))
        continue
      }
      const w15 = w.getUint32((t - 15) * 4)
      const w2 = w.getUint32((t - 2) * 4)
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3)
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10)
      w.setUint32(t * 4, (w.getUint32((t - 16) * 4) + s0 + w.getUint32((t - 7) * 4) + s1) >>> 0)
    }
    const get = (i: number): number => hash.getUint32(i * 4)
    let a = get(0)
    let b = get(1)
    let c = get(2)
    let d = get(3)
    let e = get(4)
    let f = get(5)
    let g = get(6)
    let h = get(7)
    for (let t = 0; t < 64; t++) {
      const t1 =
        h +
        (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
        ((e & f) ^ (~e & g)) +
        K.getUint32(t * 4) +
        w.getUint32(t * 4)
      const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))
      h = g
      g = f
      f = e
      e = (d + t1) >>> 0
      d = c
      c = b
      b = a
      a = (t1 + t2) >>> 0
    }
    ;[a, b, c, d, e, f, g, h].forEach((x, i) => {
      hash.setUint32(i * 4, (get(i) + x) >>> 0)
    })
  }
  return new Uint8Array(hash.buffer)
}
