import { describe, expect, it } from 'vitest'
import { parseRbfType, rbfTypeSearch } from './rbfType'

describe('parseRbfType', () => {
  it.each([
    [null, 'all'],
    ['', 'all'],
    ['all', 'all'],
    ['fullrbf', 'fullRbf'],
  ] as const)('reads %j as %s, and writes it back', (value, mode) => {
    expect(parseRbfType(value)).toEqual({ ok: true, mode })
    expect(parseRbfType(rbfTypeSearch(mode).replace('?type=', '') || null)).toEqual({
      ok: true,
      mode,
    })
  })

  it.each(['FULLRBF', 'fullRbf', 'toString', 'x<b>'])('refuses %j, naming it', (value) => {
    const parsed = parseRbfType(value)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.reason).toContain(`“${value}” is not a kind of replacement`)
  })
})
