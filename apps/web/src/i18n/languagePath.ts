import { languageOfPath } from '../app/languages'
import type { LocaleCode } from './locales'

/**
 * The address of the same page in another language: `/ja/tx/ab` in German is `/de/tx/ab`; English and
 * "the browser's language" have no prefix (`/tx/ab`), as on mempool.space. Query and fragment are kept.
 */
export function pathInLanguage(
  location: { pathname: string; search: string; hash: string },
  language: LocaleCode | 'auto',
): string {
  const prefix = languageOfPath(location.pathname)
  const rest = prefix ? location.pathname.slice(prefix.length + 1) || '/' : location.pathname
  // `//host/...` would be another site's address, not a path of this one.
  const path = rest.replace(/^\/{2,}/, '/')
  const head = language === 'auto' || language === 'en' ? '' : `/${language}`
  return `${head}${path}${location.search}${location.hash}`
}
