/** Running totals bottom-up: `stacked[k][t]` is the top edge of series k at point t. */
export function stack(series: readonly (readonly number[])[]): number[][] {
  const tops: number[][] = []
  let below: readonly number[] = []
  for (const values of series) {
    const top = values.map((v, t) => v + (below[t] ?? 0))
    tops.push(top)
    below = top
  }
  return tops
}
