import { t } from '@lingui/core/macro'
import { chooseLocale, localeOfPath } from '../../i18n/chooseLocale'
import { pathInLanguage } from '../../i18n/languagePath'
import { type LocaleCode, locales } from '../../i18n/locales'
import { pageLocale } from '../../i18n/pageLocale'
import { browserNavigation, loadPage, type PageNavigation } from '../../i18n/pageNavigation'
import { useSettings } from '../../settings/useSettings'
import { ChoiceField } from './ChoiceField'

const noLanguages: readonly string[] = []

interface Props {
  /** Tests pass a stand-in for the browser's location. */
  navigation?: PageNavigation
  /** The page's language (pageLocale) and the browser's languages, as the page started with them. */
  active?: LocaleCode
  browser?: readonly string[]
}

/**
 * The page's language. Choosing one stores it and loads the same page in it (`/de/tx/...`): the page's
 * language is set once as it loads (src/i18n), as mempool.space's language menu does.
 */
export function LanguageField({
  navigation = browserNavigation,
  active = pageLocale(),
  browser = globalThis.navigator?.languages ?? noLanguages,
}: Props) {
  const { settings, update } = useSettings()
  const here = navigation.current()
  // The field shows the language the page is in: a URL prefix wins over the setting, and a catalogue
  // that failed to download leaves the page in English. "The browser's language" shows while it is the
  // setting and the page is in it.
  const followsBrowser =
    settings.language === 'auto' &&
    localeOfPath(here.pathname) === undefined &&
    chooseLocale(here.pathname, 'auto', browser) === active
  const choose = (language: LocaleCode | 'auto') => {
    update({ language })
    loadPage(pathInLanguage(navigation.current(), language), navigation)
  }
  return (
    <ChoiceField<LocaleCode | 'auto'>
      label={t`Language`}
      value={followsBrowser ? 'auto' : active}
      options={[
        { value: 'auto', label: t`The browser's language` },
        ...locales.map((l) => ({ value: l.code, label: l.name })),
      ]}
      onChange={choose}
    />
  )
}
