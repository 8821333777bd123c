import type { Messages } from '@lingui/core'
import { loadCatalogue } from './catalogue'
import { chooseLocale } from './chooseLocale'
import { activate } from './i18n'
import { type Locale, type LocaleCode, locales } from './locales'

const english = locales[0]

/**
 * Chooses the page's language (see chooseLocale), downloads its catalogue and makes it the page's: its
 * messages, its number and date formats, the document's `lang` and direction. English loads nothing.
 * A catalogue that cannot be downloaded (a dropped connection, a release replaced under the page) leaves
 * the page in English rather than blank; the answer says which language the page got.
 */
export async function startLanguage(
  pathname: string,
  setting: LocaleCode | 'auto',
  browser: readonly string[],
  load: (code: Exclude<LocaleCode, 'en'>) => Promise<Messages> = loadCatalogue,
): Promise<Locale> {
  const code = chooseLocale(pathname, setting, browser)
  const wanted = locales.find((l) => l.code === code) ?? english
  let locale: Locale = wanted
  let messages: Messages = {}
  if (wanted.code !== 'en') {
    try {
      messages = await load(wanted.code)
    } catch {
      locale = english
    }
  }
  activate(locale, messages)
  document.documentElement.lang = locale.code
  document.documentElement.dir = locale.dir
  return locale
}
