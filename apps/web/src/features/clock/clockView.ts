import { t } from '@lingui/core/macro'
import { parseProjectedIndex } from '../mempool-block/projectedIndex'

/** What a clock URL asks for: a projected block, a mined one `index` blocks below the tip, or why neither. */
export type ClockView =
  | { mode: 'mempool'; index: number }
  | { mode: 'mined'; index: number }
  | { mode: 'invalid'; reason: string }

/** Reads `/clock` (the next block) and `/clock/:mode/:index`, saying what is wrong before any request. */
export function parseClockView(mode: string | undefined, index: string | undefined): ClockView {
  if (mode === undefined && index === undefined) return { mode: 'mempool', index: 0 }
  if (mode === 'mempool') {
    const parsed = parseProjectedIndex(index ?? '')
    return parsed.kind === 'index'
      ? { mode: 'mempool', index: parsed.index }
      : { mode: 'invalid', reason: parsed.reason }
  }
  if (mode === 'mined') {
    const text = (index ?? '').trim()
    if (!/^\d{1,7}$/.test(text))
      return {
        mode: 'invalid',
        reason: t`"${text}" is not a number of blocks back: use a whole number, 0 for the latest block.`,
      }
    return { mode: 'mined', index: Number(text) }
  }
  const given = mode ?? ''
  return {
    mode: 'invalid',
    reason: t({
      message: `"${given}" is not a clock mode: use mempool (a projected block) or mined (a block already mined).`,
      comment: 'mempool and mined are words of the address: keep them as they are',
    }),
  }
}
