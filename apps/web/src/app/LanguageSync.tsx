import { useEffect } from 'react'
import { chooseLocale, localeOfPath } from '../i18n/chooseLocale'
import type { LocaleCode } from '../i18n/locales'
import { pageLocale } from '../i18n/pageLocale'
import { browserNavigation, type PageNavigation } from '../i18n/pageNavigation'
import { parseSettings, settingsKey } from '../settings/settings'

const noLanguages: readonly string[] = []

interface Props {
  /** Tests pass a stand-in for the browser's location. */
  navigation?: PageNavigation
  /** The page's language (pageLocale) and the browser's languages, as the page started with them. */
  active?: LocaleCode
  browser?: readonly string[]
}

/**
 * A language chosen in another tab (the settings' `storage` event) loads this page again in it, as the
 * choice does in its own tab; unless this page's language comes from its URL prefix (`/ja/...`), which
 * the setting does not change. Changes made in this tab fire no `storage` event: LanguageField loads
 * the page itself.
 */
export function LanguageSync({
  navigation = browserNavigation,
  active = pageLocale(),
  browser = globalThis.navigator?.languages ?? noLanguages,
}: Props) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== settingsKey) return
      const language = parseSettings(event.newValue).language
      if (language === parseSettings(event.oldValue).language) return
      const { pathname } = navigation.current()
      if (localeOfPath(pathname)) return
      if (chooseLocale(pathname, language, browser) !== active) navigation.reload()
    }
    globalThis.addEventListener('storage', onStorage)
    return () => globalThis.removeEventListener('storage', onStorage)
  }, [navigation, active, browser])
  return null
}
