import { loadCatalogue } from './catalogue'
import { chooseLocale } from './chooseLocale'
import { activate } from './i18n'
import { type LocaleCode, locales } from './locales'

/**
 * Chooses the page's language (see chooseLocale), downloads its catalogue and makes it the page's: its
 * messages, its number and date formats, the document's `lang` and direction. English loads nothing.
 */
export async function startLanguage(
  pathname: string,
  setting: LocaleCode | 'auto',
  browser: readonly string[],
): Promise<void> {
  const code = chooseLocale(pathname, setting, browser)
  const locale = locales.find((l) => l.code === code) ?? locales[0]
  const messages = locale.code === 'en' ? {} : await loadCatalogue(locale.code)
  activate(locale, messages)
  document.documentElement.lang = locale.code
  document.documentElement.dir = locale.dir
}
