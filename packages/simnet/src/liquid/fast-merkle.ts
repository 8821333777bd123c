/**
 * Elements' "fast merkle root" (src/consensus/merkle.cpp, ComputeFastMerkleRoot): a node is the SHA-256
 * *compression* of its two 32-byte children, one 64-byte block with no padding or length, read out as the
 * midstate. Node's crypto has no midstate, so the compression function is written here (FIPS 180-4).
 * Asset ids, asset entropy and reissuance tokens are derived with it.
 */

const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])
const initial = Uint32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
])

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

/** SHA-256's compression of one 64-byte block from the initial state, as 32 big-endian bytes. */
export function sha256Midstate(block: Uint8Array): Uint8Array {
  if (block.length !== 64) throw new Error('a midstate hashes exactly 64 bytes')
  const w = new Uint32Array(64)
  for (let i = 0; i < 16; i++) {
    w[i] =
      (((block[4 * i] ?? 0) << 24) |
        ((block[4 * i + 1] ?? 0) << 16) |
        ((block[4 * i + 2] ?? 0) << 8) |
        (block[4 * i + 3] ?? 0)) >>>
      0
  }
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15] ?? 0
    const b = w[i - 2] ?? 0
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)
    w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) >>> 0
  }
  let [a, b, c, d, e, f, g, h] = initial as unknown as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  for (let i = 0; i < 64; i++) {
    const t1 =
      (h +
        (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
        ((e & f) ^ (~e & g)) +
        (K[i] ?? 0) +
        (w[i] ?? 0)) >>>
      0
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0
    h = g
    g = f
    f = e
    e = (d + t1) >>> 0
    d = c
    c = b
    b = a
    a = (t1 + t2) >>> 0
  }
  const out = new Uint8Array(32)
  ;[a, b, c, d, e, f, g, h].forEach((word, i) => {
    const sum = ((initial[i] ?? 0) + word) >>> 0
    out[4 * i] = sum >>> 24
    out[4 * i + 1] = (sum >>> 16) & 0xff
    out[4 * i + 2] = (sum >>> 8) & 0xff
    out[4 * i + 3] = sum & 0xff
  })
  return out
}

/** The fast merkle node of two 32-byte children. */
export function fastMerkleNode(left: Uint8Array, right: Uint8Array): Uint8Array {
  const block = new Uint8Array(64)
  block.set(left, 0)
  block.set(right, 32)
  return sha256Midstate(block)
}

/**
 * The fast merkle root of leaves (Elements' ComputeFastMerkleRoot): pairs hashed level by level, an odd
 * node carried up unchanged (not paired with itself, unlike Bitcoin's block merkle root).
 */
export function fastMerkleRoot(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 0) return new Uint8Array(32)
  let level = [...leaves]
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array
      const right = level[i + 1]
      next.push(right ? fastMerkleNode(left, right) : left)
    }
    level = next
  }
  return level[0] as Uint8Array
}
