import { i18n } from '@lingui/core'
import { type LocaleCode, locales } from './locales'

/**
 * The page's language as it loaded (startLanguage): the one chooseLocale picked, or English when its
 * catalogue could not be downloaded. Not the setting: a URL prefix (`/ja/...`) wins over it.
 */
export function pageLocale(): LocaleCode {
  return locales.find((l) => l.tag === i18n.locale)?.code ?? 'en'
}
