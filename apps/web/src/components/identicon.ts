/**
 * A 5x5 mirrored pattern and a hue derived from an id (a pool slug, a node public key): the same id always
 * gives the same picture, different ids almost always different ones. Not cryptographic, only recognisable.
 */
export interface IdenticonPattern {
  /** 0-359. */
  hue: number
  /** Row-major 5x5 grid; column 4 mirrors column 0 and column 3 mirrors column 1. */
  cells: boolean[]
}

/** FNV-1a, 32 bits, over the UTF-16 code units. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export function identicon(id: string): IdenticonPattern {
  const bits = fnv1a(id)
  // A second, differently seeded hash for the colour, so the hue does not follow the pattern.
  const hue = fnv1a(id, 0x2f8c_2d1b) % 360
  const cells: boolean[] = []
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 5; col++) {
      const source = col < 3 ? col : 4 - col
      cells.push(((bits >>> (row * 3 + source)) & 1) === 1)
    }
  }
  // An empty picture says nothing: light the centre.
  if (!cells.some(Boolean)) cells[12] = true
  return { hue, cells }
}
