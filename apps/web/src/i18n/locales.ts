import type { LanguageCode } from '../app/languages'

/**
 * The languages Outpoint is translated into: English (the code's own messages) and one catalogue each
 * for the others. `code` is the URL prefix mempool.space uses for the language (`/ja/tx/...`), `tag`
 * the BCP 47 locale its numbers and dates are formatted in, `name` what the language calls itself.
 */
export const locales = [
  { code: 'en', tag: 'en-US', name: 'English', dir: 'ltr' },
  { code: 'es', tag: 'es-ES', name: 'Español', dir: 'ltr' },
  { code: 'pt-BR', tag: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'de', tag: 'de-DE', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', tag: 'fr-FR', name: 'Français', dir: 'ltr' },
  { code: 'ja', tag: 'ja-JP', name: '日本語', dir: 'ltr' },
  { code: 'zh', tag: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'ru', tag: 'ru-RU', name: 'Русский', dir: 'ltr' },
  { code: 'tr', tag: 'tr-TR', name: 'Türkçe', dir: 'ltr' },
  { code: 'ar', tag: 'ar', name: 'العربية', dir: 'rtl' },
] as const satisfies readonly {
  code: LanguageCode
  tag: string
  name: string
  dir: 'ltr' | 'rtl'
}[]

export type Locale = (typeof locales)[number]
export type LocaleCode = Locale['code']

/** The codes of the translated languages. */
export const localeCodes: readonly LocaleCode[] = locales.map((l) => l.code)
