import { describe, expect, it } from 'vitest'
import { shownAlias } from './alias'

describe('shownAlias', () => {
  it('keeps an alias as it is, markup included (rendered as text)', () => {
    expect(shownAlias({ alias: ' <img src=x onerror=alert(1)> ' })).toBe(
      '<img src=x onerror=alert(1)>',
    )
  })

  it('falls back to the start of the public key, in either spelling', () => {
    const key = `02${'ab'.repeat(32)}`
    expect(shownAlias({ alias: '', publicKey: key })).toBe(`${key.slice(0, 20)}…`)
    expect(shownAlias({ alias: '  ', public_key: key })).toBe(`${key.slice(0, 20)}…`)
    expect(shownAlias({ alias: null })).toBe('Unnamed node')
  })
})
