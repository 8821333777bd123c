import { i18n, type Messages } from '@lingui/core'
import { setFormatLocale } from '../format/locale'
import type { Locale } from './locales'

/**
 * The page's language, set once before the app renders (a change of language loads the page again, as
 * on mempool.space), so every message goes through Lingui's global instance, which `t`, `plural` and
 * `msg` of `@lingui/core/macro` compile to: no provider, no hook.
 *
 * Every message reaches it compiled (English at build time by build/linguiMacro.ts, the other catalogues
 * by @lingui/vite-plugin), so its compiler only wraps a plain string (an id without a message): no message parser ships.
 */
i18n.setMessagesCompiler((message) => [message])
i18n.loadAndActivate({ locale: 'en-US', messages: {} })

/** Makes `locale` the page's language: its catalogue (none for English) and its number and date formats. */
export function activate(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale: locale.tag, messages })
  setFormatLocale(locale.tag)
}

export { i18n }
