/**
 * The indexes a windowed list draws: the window's own, plus `keep` (a highlighted or focused row) when it
 * lies outside, in order, so that row stays in the DOM (its focus and its highlight survive scrolling
 * away from it). `keep` out of range (-1 for none) adds nothing.
 */
export function withKeptRow(indexes: readonly number[], keep: number, count: number): number[] {
  if (keep < 0 || keep >= count || indexes.includes(keep)) return [...indexes]
  return [...indexes, keep].sort((a, b) => a - b)
}
