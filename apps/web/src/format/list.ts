import { formatLocale } from './locale'

const lists = new Map<string, Intl.ListFormat>()

/**
 * Items as a list in the page's locale, the short form a label or a table cell reads: `A, B, C` in
 * English, `A, B und C` in German, `A、B、C` in Japanese and Chinese. Every `Intl.ListFormat` is made
 * here (one-place.test.ts holds that).
 */
export function formatList(items: readonly string[]): string {
  const locale = formatLocale()
  let list = lists.get(locale)
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' })
    lists.set(locale, list)
  }
  return list.format(items)
}
