import { languageOfPath } from '../app/languages'
import { type LocaleCode, locales } from './locales'

const byCode = new Map<string, LocaleCode>(locales.map((l) => [l.code.toLowerCase(), l.code]))

/** The translated language a BCP 47 tag asks for (`pt-BR`, `pt`, `zh-Hans-CN`, `de-AT`), if any. */
export function localeOfTag(tag: string): LocaleCode | undefined {
  const lower = tag.toLowerCase()
  if (byCode.has(lower)) return byCode.get(lower)
  const [language] = lower.split('-')
  if (language === 'pt') return 'pt-BR'
  return language === undefined ? undefined : byCode.get(language)
}

/** The translated language a path's prefix names (`/ja/tx/...`), if any: `/ko/...` names none. */
export function localeOfPath(pathname: string): LocaleCode | undefined {
  const prefix = languageOfPath(pathname)
  return prefix === undefined ? undefined : localeOfTag(prefix)
}

/**
 * The page's language: the URL's prefix (`/ja/tx/...`, as mempool.space's links have it) when Outpoint
 * is translated into it, else the language of the settings, else the first of the browser's languages
 * it knows, else English.
 */
export function chooseLocale(
  pathname: string,
  setting: LocaleCode | 'auto',
  browser: readonly string[],
): LocaleCode {
  const fromPath = localeOfPath(pathname)
  if (fromPath) return fromPath
  if (setting !== 'auto') return setting
  for (const tag of browser) {
    const known = localeOfTag(tag)
    if (known) return known
  }
  return 'en'
}
