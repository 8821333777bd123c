/**
 * A seeded pseudo-random generator (sfc32, seeded through splitmix32), so that one `--seed` always gives
 * the same chain history. Not for keys: nothing in simnet guards value.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max]. */
  int(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Exponentially distributed with the given mean (waiting times). */
  exponential(mean: number): number
  /** Log-normally distributed: `median * e^(sigma * N(0,1))` (fee rates, amounts). */
  logNormal(median: number, sigma: number): number
  bytes(length: number): Uint8Array
  /** A generator of its own, derived from this one's next value and a label (independent streams). */
  fork(label: string): Rng
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return (z ^ (z >>> 16)) >>> 0
  }
}

function hashLabel(label: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193)
  return h >>> 0
}

export function createRng(seed: number): Rng {
  const init = splitmix32(seed)
  let a = init()
  let b = init()
  let c = init()
  let d = init()
  const next32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t
  }
  for (let i = 0; i < 12; i++) next32()
  const next = () => next32() / 4294967296
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    exponential: (mean) => -Math.log(1 - next()) * mean,
    logNormal: (median, sigma) => {
      // Box-Muller.
      const u = 1 - next()
      const v = next()
      return median * Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v))
    },
    bytes: (length) => {
      const out = new Uint8Array(length)
      for (let i = 0; i < length; i += 4) {
        const word = next32()
        for (let j = 0; j < 4 && i + j < length; j++) out[i + j] = (word >>> (j * 8)) & 0xff
      }
      return out
    },
    fork: (label) => createRng((next32() ^ hashLabel(label)) >>> 0),
  }
  return rng
}
