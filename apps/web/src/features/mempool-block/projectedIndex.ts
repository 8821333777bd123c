import { plural, t } from '@lingui/core/macro'
import { formatInteger } from '../../format/number'

/** Projected blocks the service tracks: `track-mempool-block` takes 0 (the next block) to 7. */
export const projectedBlockCount = 8

export type ProjectedIndex = { kind: 'index'; index: number } | { kind: 'invalid'; reason: string }

/** Reads `/mempool-block/:index`, saying what is wrong before any subscription is made. */
export function parseProjectedIndex(raw: string): ProjectedIndex {
  const text = raw.trim()
  const last = formatInteger(projectedBlockCount - 1)
  const count = projectedBlockCount
  if (!/^\d+$/.test(text)) {
    return {
      kind: 'invalid',
      reason: t`"${text}" is not a projected block number: use a whole number from 0 (the next block) to ${last}.`,
    }
  }
  const index = Number(text)
  if (index >= projectedBlockCount) {
    return {
      kind: 'invalid',
      reason: t`Projected block ${text} is out of range: the mempool is followed as ${plural(count, { one: '# projected block', other: '# projected blocks' })}, numbered from 0 (the next block) to ${last}.`,
    }
  }
  return { kind: 'index', index }
}

/** What the dashboard calls the block too: "Next block", "Mempool block 2"… */
export function projectedBlockName(index: number): string {
  const position = formatInteger(index + 1)
  return index === 0 ? t`Next block` : t`Mempool block ${position}`
}
