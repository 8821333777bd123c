import { assetUrl, strings } from './hint-checks.js'

/**
 * The texts of `index.html`'s shell (the header painted before any script) in a language: the search
 * box's placeholder and its button, which the app's first render then draws the same.
 */
export interface ShellTexts {
  placeholder: string
  search: string
}

/**
 * A language prefix the app takes (`/ja/...`, mempool.space's codes), the language it shows (`pt` shows
 * `pt-BR`), its writing direction, the files of its catalogue and its shell's texts; no language, files
 * or texts for the prefixes the app is not translated into (those pages follow the settings), no files
 * or texts for English (the code's own).
 */
export interface LanguageHint {
  prefix: string
  lang?: string
  rtl: boolean
  scripts: readonly string[]
  shell?: ShellTexts
}

/** A language prefix: `ja`, `pt-BR`. */
const languagePrefix = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/
/** A shell text: one line of at most 200 characters; it is escaped where it goes. */
const shellText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200 && !/[\r\n]/.test(value)

/** The language hints of a parsed hints file, or undefined when they are not what the build writes. */
export function parseLanguageHints(value: unknown): LanguageHint[] | undefined {
  if (!Array.isArray(value)) return undefined
  const languages: LanguageHint[] = []
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') return undefined
    const { prefix, lang, rtl, scripts, shell } = item as Record<string, unknown>
    if (typeof prefix !== 'string' || !languagePrefix.test(prefix) || !strings(scripts))
      return undefined
    if (lang !== undefined && (typeof lang !== 'string' || !languagePrefix.test(lang)))
      return undefined
    if (typeof rtl !== 'boolean' || !scripts.every((url) => assetUrl.test(url))) return undefined
    let texts: ShellTexts | undefined
    if (shell !== undefined) {
      const { placeholder, search } = (shell ?? {}) as Record<string, unknown>
      if (!shellText(placeholder) || !shellText(search)) return undefined
      texts = { placeholder, search }
    }
    languages.push({
      prefix,
      ...(lang === undefined ? {} : { lang }),
      rtl,
      scripts,
      ...(texts ? { shell: texts } : {}),
    })
  }
  return languages
}

/**
 * A path's language prefix, when the app takes it (`/ja/tx/ab` -> `ja`, `/tx/ab`), and the path below
 * it, which names the page as it would without a language.
 */
export function splitLanguage(
  pathname: string,
  languages: readonly LanguageHint[],
): { language: LanguageHint | undefined; rest: string } {
  const first = pathname.split('/')[1]
  const language = languages.find((l) => l.prefix === first)
  return language
    ? { language, rest: pathname.slice(language.prefix.length + 1) || '/' }
    : { language: undefined, rest: pathname }
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c)

/**
 * `html` in a language: its `<html>` names the language and direction, so the shell is drawn the
 * right way before any script runs, and the shell's search box reads in the language, as the app will
 * draw it (no English flashes, nothing moves). Unchanged for no language.
 */
export function inLanguage(html: string, language: LanguageHint | undefined): string {
  if (!language?.lang) return html
  const tag = `<html lang="${language.lang}"${language.rtl ? ' dir="rtl"' : ''}`
  const out = html.replace(/<html lang="[^"]*"/, () => tag)
  if (!language.shell) return out
  const { placeholder, search } = language.shell
  return out
    .replace(
      /(class="search-input"[^>]*placeholder=")[^"]*"/,
      (_, before: string) => `${before}${escapeHtml(placeholder)}"`,
    )
    .replace(
      /(<button type="submit" class="icon-button">)[^<]*(<\/button>)/,
      (_, open: string, close: string) => `${open}${escapeHtml(search)}${close}`,
    )
}

/** `<link>`s that fetch a language's catalogue with the app's files: the app renders once it has it. */
export function catalogueLinks(language: LanguageHint | undefined): string[] {
  return (language?.scripts ?? []).map(
    (url) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url}">`,
  )
}
