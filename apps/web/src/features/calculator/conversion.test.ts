import { afterEach, describe, expect, it } from 'vitest'
import { setFormatLocale } from '../../format/locale'
import { type Field, fieldText, maxSats, parseBtc, parseFiat, parseSats } from './conversion'

afterEach(() => setFormatLocale('en-US'))

const sats = (n: number) => ({ kind: 'sats', sats: n })
const error = (pattern: RegExp) => ({ kind: 'error', message: expect.stringMatching(pattern) })

describe('parseBtc', () => {
  it('reads BTC to the sat, without float rounding', () => {
    expect(parseBtc('1')).toEqual(sats(100_000_000))
    expect(parseBtc('0.1')).toEqual(sats(10_000_000))
    expect(parseBtc('0.00000001')).toEqual(sats(1))
    expect(parseBtc('1.23456789')).toEqual(sats(123_456_789))
    expect(parseBtc(' 1,234.5 ')).toEqual(sats(123_450_000_000))
    expect(parseBtc('.5')).toEqual(sats(50_000_000))
    expect(parseBtc('21000000')).toEqual(sats(maxSats))
    expect(parseBtc('')).toEqual({ kind: 'empty' })
  })

  it('names what is wrong', () => {
    expect(parseBtc('abc')).toEqual(error(/"abc" is not a number/))
    expect(parseBtc('1.2.3')).toEqual(error(/is not a number/))
    expect(parseBtc('-1')).toEqual(error(/negative/))
    expect(parseBtc('0.000000001')).toEqual(error(/at most 8 decimal places.*has 9/))
    expect(parseBtc('21000000.00000001')).toEqual(error(/More than 21,000,000 BTC/))
    expect(parseBtc('999999999999')).toEqual(error(/More than 21,000,000 BTC/))
    expect(parseBtc('0,5')).toEqual(
      error(/"0,5" is not a number: use digits and "\." as the decimal mark/),
    )
  })

  it("reads the page's decimal mark: 0,5 is half a bitcoin in German, and 0.5 there is no guess", () => {
    setFormatLocale('de-DE')
    expect(parseBtc('0,5')).toEqual(sats(50_000_000))
    expect(parseBtc('1.234,5')).toEqual(sats(123_450_000_000))
    expect(parseBtc('0.5')).toEqual(
      error(/"0\.5" is not a number: use digits and "," as the decimal mark, as in 1\.234,5/),
    )
    setFormatLocale('fr-FR')
    expect(parseBtc('1\u202f234,5')).toEqual(sats(123_450_000_000))
  })
})

describe('parseSats', () => {
  it('reads whole sats up to the supply', () => {
    expect(parseSats('12,345')).toEqual(sats(12_345))
    expect(parseSats('2100000000000000')).toEqual(sats(maxSats))
    expect(parseSats('5.0')).toEqual(sats(5))
  })

  it('names what is wrong', () => {
    expect(parseSats('1.5')).toEqual(error(/Sats are whole/))
    expect(parseSats('-3')).toEqual(error(/negative/))
    expect(parseSats('1e5')).toEqual(error(/not a number/))
    expect(parseSats('2100000000000001')).toEqual(error(/More than 2,100,000,000,000,000 sats/))
  })
})

describe('parseFiat', () => {
  it('converts at the price, to the nearest sat', () => {
    expect(parseFiat('86,500', 86_500, 'USD')).toEqual(sats(100_000_000))
    expect(parseFiat('1', 86_500, 'USD')).toEqual(sats(1156))
  })

  it('names what is wrong', () => {
    expect(parseFiat('ten', 86_500, 'USD')).toEqual(error(/"ten" is not a number/))
    expect(parseFiat('-5', 86_500, 'USD')).toEqual(error(/negative/))
    expect(parseFiat('1e30', 86_500, 'USD')).toEqual(error(/not a number/))
    expect(parseFiat('2000000000000', 86_500, 'USD')).toEqual(
      error(/More than all 21,000,000 BTC are worth at 86,500 USD/),
    )
  })
})

describe('fieldText', () => {
  it('shows an amount in each field, both ways', () => {
    expect(fieldText('btc', 1156, 86_500)).toBe('0.00001156')
    expect(fieldText('sats', 123_456_789, 86_500)).toBe('123,456,789')
    expect(fieldText('fiat', 100_000_000, 86_500)).toBe('86,500.00')
    expect(fieldText('fiat', 50_000_000, undefined)).toBe('')
    // Round trip: fiat typed -> sats -> BTC and back to the same fiat.
    const typed = parseFiat('250', 75_100, 'EUR')
    expect(typed.kind).toBe('sats')
    if (typed.kind === 'sats') expect(fieldText('fiat', typed.sats, 75_100)).toBe('250.00')
  })

  it("reads back what it shows, in each page's locale", () => {
    const parse = {
      btc: parseBtc,
      sats: parseSats,
      fiat: (text: string) => parseFiat(text, 86_500, 'EUR'),
    }
    for (const locale of [
      'en-US',
      'de-DE',
      'fr-FR',
      'ru-RU',
      'es-ES',
      'pt-BR',
      'tr-TR',
      'ja-JP',
      'ar',
    ]) {
      setFormatLocale(locale)
      for (const field of ['btc', 'sats'] satisfies Field[])
        expect(parse[field](fieldText(field, 123_456_789_012, 86_500))).toEqual(
          sats(123_456_789_012),
        )
      expect(parse.fiat(fieldText('fiat', 200_000_000, 86_500))).toEqual(sats(200_000_000))
    }
  })
})
