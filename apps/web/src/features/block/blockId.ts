import { plural, t } from '@lingui/core/macro'
/** What a `/block/:id` segment names: a block hash, a height, or neither (with the reason, for people). */
export type BlockId =
  | { kind: 'hash'; hash: string }
  | { kind: 'height'; height: number }
  | { kind: 'invalid'; reason: string }

/** Heights fit in a 32-bit block-header world; anything longer than this many digits is a typo. */
const maxHeightDigits = 9

/**
 * Reads a block id from the URL without asking the service: 64 hex digits are a hash, a whole number is a
 * height, anything else gets a sentence saying what is wrong with it.
 */
export function parseBlockId(raw: string): BlockId {
  const id = raw.trim()
  if (id === '') return { kind: 'invalid', reason: t`The block id is empty.` }
  if (/^[0-9a-fA-F]{64}$/.test(id)) return { kind: 'hash', hash: id.toLowerCase() }
  if (/^\d+$/.test(id)) {
    if (id.length > maxHeightDigits) {
      return { kind: 'invalid', reason: t`${id} is too large to be a block height.` }
    }
    return { kind: 'height', height: Number(id) }
  }
  if (/^[0-9a-fA-F]+$/.test(id)) {
    const digits = id.length
    return {
      kind: 'invalid',
      reason: plural(digits, {
        one: `"${id}" has # hex digit: a block hash has 64.`,
        other: `"${id}" has # hex digits: a block hash has 64.`,
      }),
    }
  }
  if (/^-\d+$/.test(id)) {
    return { kind: 'invalid', reason: t`${id} is negative: block heights start at 0.` }
  }
  return {
    kind: 'invalid',
    reason: t`"${id}" is neither a block hash (64 hex digits) nor a block height (a whole number).`,
  }
}
