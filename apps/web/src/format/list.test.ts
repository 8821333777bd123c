import { afterEach, expect, it } from 'vitest'
import { formatList } from './list'
import { setFormatLocale } from './locale'

afterEach(() => setFormatLocale('en-US'))

it("joins items as the page's language lists them, English as before", () => {
  expect(formatList(['Added', 'Fresh', 'RBF'])).toBe('Added, Fresh, RBF')
  expect(formatList(['Added'])).toBe('Added')
  expect(formatList([])).toBe('')
  setFormatLocale('de-DE')
  expect(formatList(['A', 'B', 'C'])).toBe('A, B und C')
  setFormatLocale('ja-JP')
  expect(formatList(['A', 'B', 'C'])).toBe('A、B、C')
  setFormatLocale('zh-CN')
  expect(formatList(['A', 'B'])).toBe('A、B')
  setFormatLocale('ar')
  expect(formatList(['A', 'B'])).toBe('A وB')
})
