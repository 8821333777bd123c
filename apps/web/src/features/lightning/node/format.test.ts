import { describe, expect, it } from 'vitest'
import {
  closingReasonText,
  connectString,
  formatMsat,
  placeOf,
  safeColor,
  socketsOf,
} from './format'

describe('node format', () => {
  it('names a place without repeats or unknown parts', () => {
    expect(
      placeOf({ city: { en: 'Singapore' }, subdivision: null, country: { en: 'Singapore' } }),
    ).toBe('Singapore')
    expect(
      placeOf({
        city: { de: 'München' },
        subdivision: { en: 'Bavaria' },
        country: { en: 'Germany' },
      }),
    ).toBe('München, Bavaria, Germany')
    expect(placeOf({ city: null, subdivision: null, country: null })).toBeUndefined()
  })

  it('tells Tor sockets from clearnet ones and connects through clearnet first', () => {
    const sockets = 'abcdefgh.onion:9735, 203.0.113.5:9735'
    expect(socketsOf(sockets)).toEqual([
      { address: 'abcdefgh.onion:9735', network: 'Tor' },
      { address: '203.0.113.5:9735', network: 'clearnet' },
    ])
    expect(connectString('02ab', sockets)).toBe('02ab@203.0.113.5:9735')
    expect(connectString('02ab', 'abcdefgh.onion:9735')).toBe('02ab@abcdefgh.onion:9735')
    expect(connectString('02ab', '')).toBe('02ab')
  })

  it('lets only #rrggbb colours into a style', () => {
    expect(safeColor('#ff9900')).toBe('#ff9900')
    expect(safeColor('red;background:url(x)')).toBeUndefined()
  })

  it('formats policies and closing reasons', () => {
    expect(formatMsat(1_000_500)).toBe('1,000.5 sat')
    expect(closingReasonText(1)).toBe('Mutually closed')
    expect(closingReasonText(3)).toBe('Force closed with penalty')
    expect(closingReasonText(4)).toBe('Closed, reason unknown')
    expect(closingReasonText(null)).toBeUndefined()
  })
})
