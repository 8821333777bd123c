/**
 * The language prefixes of mempool.space's URLs (`/ja/tx/...`, `/pt-BR/testnet/...`): the codes of the
 * languages list in mempool's frontend (`frontend/src/app/app.constants.ts`), those it serves and those it
 * once served, so an old shared link still opens. English has no prefix there; `en` is accepted as well.
 * A prefix is kept while browsing; one Outpoint is translated into (src/i18n/locales.ts) sets the page's
 * language, any other leaves the language to the settings.
 */
export const languageCodes = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'en',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'it',
  'ja',
  'ka',
  'ko',
  'lt',
  'mk',
  'nb',
  'ne',
  'nl',
  'no',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sl',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
] as const

export type LanguageCode = (typeof languageCodes)[number]

export function isLanguageCode(segment: string | undefined): segment is LanguageCode {
  return (languageCodes as readonly (string | undefined)[]).includes(segment)
}

/** The language a path starts with (`/ja/tx/ab` is `ja`), or undefined; codes match exactly, as mempool's. */
export function languageOfPath(pathname: string): LanguageCode | undefined {
  const first = pathname.split('/')[1]
  return isLanguageCode(first) ? first : undefined
}

/**
 * The router's base for a path: `/ja` under `/ja/...`, so every link and navigation of the app keeps the
 * prefix without knowing of it; `/` without a language.
 */
export function languageBasename(pathname: string): string {
  const language = languageOfPath(pathname)
  return language ? `/${language}` : '/'
}
