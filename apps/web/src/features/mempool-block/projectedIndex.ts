/** Projected blocks the service tracks: `track-mempool-block` takes 0 (the next block) to 7. */
export const projectedBlockCount = 8

export type ProjectedIndex = { kind: 'index'; index: number } | { kind: 'invalid'; reason: string }

/** Reads `/mempool-block/:index`, saying what is wrong before any subscription is made. */
export function parseProjectedIndex(raw: string): ProjectedIndex {
  const text = raw.trim()
  const range = `from 0 (the next block) to ${projectedBlockCount - 1}`
  if (!/^\d+$/.test(text)) {
    return {
      kind: 'invalid',
      reason: `"${text}" is not a projected block number: use a whole number ${range}.`,
    }
  }
  const index = Number(text)
  if (index >= projectedBlockCount) {
    return {
      kind: 'invalid',
      reason: `Projected block ${text} is out of range: the mempool is followed as ${projectedBlockCount} projected blocks, numbered ${range}.`,
    }
  }
  return { kind: 'index', index }
}

/** What the dashboard calls the block too: "Next block", "Mempool block 2"… */
export function projectedBlockName(index: number): string {
  return index === 0 ? 'Next block' : `Mempool block ${index + 1}`
}
