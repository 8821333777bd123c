import { createRng } from '../rng.js'

/**
 * Smooth deterministic noise over time: values in [-1, 1] at lattice points `period` seconds apart, drawn
 * from `key` and the point, eased in between. The same key and time always give the same value.
 */
export function smoothNoise(key: number, period: number, time: number): number {
  const position = time / period
  const cell = Math.floor(position)
  const at = (point: number) => createRng((key ^ Math.imul(point, 0x9e3779b1)) >>> 0).next() * 2 - 1
  const fraction = position - cell
  const ease = (1 - Math.cos(Math.PI * fraction)) / 2
  return at(cell) * (1 - ease) + at(cell + 1) * ease
}
