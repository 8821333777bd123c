import { t } from '@lingui/core/macro'
import { languageOfPath } from '../../app/languages'
import { localeOfTag } from '../../i18n/chooseLocale'
import { pathInLanguage } from '../../i18n/languagePath'
import { type LocaleCode, locales } from '../../i18n/locales'
import { useSettings } from '../../settings/useSettings'
import { ChoiceField } from './ChoiceField'

/**
 * The page's language. Choosing one stores it and opens the same page in it (`/de/tx/...`): the page's
 * language is set once as it loads (src/i18n), as mempool.space's language menu does.
 */
export function LanguageField({ go = (path: string) => location.assign(path) }) {
  const { settings, update } = useSettings()
  // A page under a language's prefix is in that language whatever the setting says: the field says so.
  const prefix = languageOfPath(location.pathname)
  const shown = (prefix && localeOfTag(prefix)) || settings.language
  const choose = (language: LocaleCode | 'auto') => {
    update({ language })
    go(pathInLanguage(location, language))
  }
  return (
    <ChoiceField<LocaleCode | 'auto'>
      label={t`Language`}
      value={shown}
      options={[
        { value: 'auto', label: t`The browser's language` },
        ...locales.map((l) => ({ value: l.code, label: l.name })),
      ]}
      onChange={choose}
    />
  )
}
