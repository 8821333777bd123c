import { describe, expect, it } from 'vitest'
import { parseChannelId, parsePublicKey } from './ids'

const key = `03${'ab'.repeat(32)}`

describe('parsePublicKey', () => {
  it('takes a compressed key, in either case, as lower case', () => {
    expect(parsePublicKey(key.toUpperCase().replace('03', '03'))).toEqual({ ok: true, value: key })
  })
  it.each([
    [`04${'ab'.repeat(32)}`, /starts with 02 or 03/],
    [key.slice(0, 64), /66 hex characters; this has 64/],
    [`${key}zz`, /hexadecimal/],
    ['<script>', /hexadecimal/],
    ['', /this has 0/],
  ])('refuses %s and says why', (text, reason) => {
    const parsed = parsePublicKey(text)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.reason).toMatch(reason)
  })
})

describe('parseChannelId', () => {
  it('takes short ids and their number form', () => {
    expect(parseChannelId('698908x1305x0')).toEqual({ ok: true, value: '698908x1305x0' })
    expect(parseChannelId('768457388564938752')).toEqual({ ok: true, value: '768457388564938752' })
  })
  it.each([
    '698908x1305',
    '698908-1305-0',
    '16777216x0x0',
    '1x1x65536',
    '18446744073709551616',
    '0',
    'abc',
  ])('refuses %s', (text) => {
    expect(parseChannelId(text).ok).toBe(false)
  })
})
