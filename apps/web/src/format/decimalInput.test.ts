import { afterEach, describe, expect, it } from 'vitest'
import { parseDecimalText } from './decimalInput'
import { setFormatLocale } from './locale'

afterEach(() => setFormatLocale('en-US'))

const read = (text: string) => {
  const parsed = parseDecimalText(text)
  return parsed.kind === 'number' ? parsed.text : parsed.kind
}

describe('parseDecimalText', () => {
  it('reads English decimals and thousands, digit for digit', () => {
    expect(read(' 1,234.5 ')).toBe('1234.5')
    expect(read('0.5')).toBe('0.5')
    expect(read('.5')).toBe('0.5')
    expect(read('007.50')).toBe('7.50')
    expect(read('12345678901234567890.123456789012345678')).toBe(
      '12345678901234567890.123456789012345678',
    )
    expect(read('-2')).toBe('-2')
    expect(read('1 000 000')).toBe('1000000')
    expect(read('')).toBe('empty')
    expect(parseDecimalText('1,234.50')).toEqual({
      kind: 'number',
      negative: false,
      whole: '1234',
      fraction: '50',
      text: '1234.50',
    })
  })

  it('reads the German decimal comma and refuses a point that separates no thousands', () => {
    setFormatLocale('de-DE')
    expect(read('0,5')).toBe('0.5')
    expect(read('1.234.567,89')).toBe('1234567.89')
    expect(read('1.234')).toBe('1234')
    for (const ambiguous of ['0.5', '1.5', '1.23', '12.3456', '1.234,5.6', '1,2,3']) {
      expect(parseDecimalText(ambiguous)).toEqual({
        kind: 'error',
        message: `"${ambiguous}" is not a number: use digits and "," as the decimal mark, as in 1.234,5.`,
      })
    }
  })

  it('drops the no-break spaces French and Russian group with, and refuses their point', () => {
    setFormatLocale('fr-FR')
    expect(read('1\u202f234,5')).toBe('1234.5')
    expect(read('1\u00a0234\u00a0567,25')).toBe('1234567.25')
    expect(read('0.5')).toBe('error')
    expect(read('1.234')).toBe('error')
    setFormatLocale('ru-RU')
    expect(read('12 345,678')).toBe('12345.678')
  })

  it('refuses a comma that separates no thousands on an English page, rather than reading 5', () => {
    expect(read('0,5')).toBe('error')
    expect(read('12,34')).toBe('error')
    expect(read('1,2345')).toBe('error')
    expect(parseDecimalText('abc')).toEqual({
      kind: 'error',
      message: '"abc" is not a number: use digits and "." as the decimal mark, as in 1,234.5.',
    })
    for (const bad of ['1.2.3', '.', '-', '1e5', '+5', '1-2', '0x10'])
      expect(read(bad)).toBe('error')
  })

  it('reads full-width and Arabic-Indic digits and a typographic minus', () => {
    setFormatLocale('ja-JP')
    expect(read('０．５')).toBe('0.5')
    expect(read('１，２３４')).toBe('1234')
    setFormatLocale('ar')
    expect(read('\u0661\u0662.\u0665')).toBe('12.5')
    expect(read('\u200e\u22123')).toBe('-3')
  })
})
