import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { type Network, networks } from '@outpoint/explorer-client'

/** Written by the app's build (apps/web/build/pagePlugin.ts) beside `index.html`. */
export const pageHintsFile = join('.vite', 'outpoint-page.json')

/** A deep link's files (URLs under the app's origin) by route pattern below the network prefix. */
export interface RoutePreload {
  path: string
  scripts: readonly string[]
  styles: readonly string[]
}

/**
 * A language prefix the app takes (`/ja/...`, mempool.space's codes), the language it shows (`pt` shows
 * `pt-BR`), its writing direction and the files of its catalogue; no language and no files for English
 * and the prefixes the app is not translated into (those pages follow the settings).
 */
export interface LanguageHint {
  prefix: string
  lang?: string
  rtl: boolean
  scripts: readonly string[]
}

/**
 * What the build says about its pages: the CSP hashes of `index.html`'s inline styles, each route's
 * files, the language prefixes with their catalogues.
 */
export interface PageHints {
  styleHashes: readonly string[]
  preloads: readonly RoutePreload[]
  languages: readonly LanguageHint[]
}

const none: PageHints = { styleHashes: [], preloads: [], languages: [] }

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')
/** A CSP hash source exactly, so a bad file cannot widen the policy. */
const hashSource = /^'sha256-[A-Za-z0-9+/]+=*'$/
/** A built file's URL: one origin-relative path of plain characters, never markup nor `//host/...`. */
const assetUrl = /^\/(?!\/)[A-Za-z0-9_./-]+$/
/** A language prefix: `ja`, `pt-BR`. */
const languagePrefix = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/

/** The hints in a parsed file, or none when it is not what the build writes. */
export function parsePageHints(value: unknown): PageHints {
  if (!value || typeof value !== 'object') return none
  const styleHashes = 'styleHashes' in value ? value.styleHashes : undefined
  const preloads = 'preloads' in value ? value.preloads : undefined
  if (!strings(styleHashes) || !styleHashes.every((hash) => hashSource.test(hash))) return none
  if (!Array.isArray(preloads)) return none
  const routes: RoutePreload[] = []
  for (const item of preloads as unknown[]) {
    if (!item || typeof item !== 'object') return none
    const { path, scripts, styles } = item as Record<string, unknown>
    if (typeof path !== 'string' || !strings(scripts) || !strings(styles)) return none
    if (![...scripts, ...styles].every((url) => assetUrl.test(url))) return none
    routes.push({ path, scripts, styles })
  }
  // Hints of a build from before languages had catalogues have none: no language is then preloaded.
  const languageItems = 'languages' in value ? value.languages : []
  if (!Array.isArray(languageItems)) return none
  const languages: LanguageHint[] = []
  for (const item of languageItems as unknown[]) {
    if (!item || typeof item !== 'object') return none
    const { prefix, lang, rtl, scripts } = item as Record<string, unknown>
    if (typeof prefix !== 'string' || !languagePrefix.test(prefix) || !strings(scripts)) return none
    if (lang !== undefined && (typeof lang !== 'string' || !languagePrefix.test(lang))) return none
    if (typeof rtl !== 'boolean' || !scripts.every((url) => assetUrl.test(url))) return none
    languages.push({ prefix, ...(lang === undefined ? {} : { lang }), rtl, scripts })
  }
  return { styleHashes, preloads: routes, languages }
}

/**
 * The build's page hints in `root`, read again when the file changes (a rebuild while serving); none
 * when the build wrote no hints file or an unreadable one.
 */
export function pageHintsReader(root: string): () => PageHints {
  const file = join(root, pageHintsFile)
  let cached: { stamp: string; hints: PageHints } | undefined
  return () => {
    let stamp: string
    try {
      const stats = statSync(file)
      stamp = `${stats.size}-${stats.mtimeMs}`
    } catch {
      return none
    }
    if (cached?.stamp !== stamp) {
      let hints = none
      try {
        hints = parsePageHints(JSON.parse(readFileSync(file, 'utf8')))
      } catch {
        // A half-written file during a rebuild: no hints until it is whole.
      }
      cached = { stamp, hints }
    }
    return cached.hints
  }
}

const prefixes = new Set<string>(networks.filter((network) => network !== 'main'))

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

/**
 * `html` in a language: its `<html>` names the language and direction, so the shell is drawn the
 * right way before any script runs, and `<link>`s fetch the catalogue with the app's files (the app
 * renders once it has it). Unchanged for no language.
 */
export function inLanguage(html: string, language: LanguageHint | undefined): string {
  if (!language?.lang) return html
  const tag = `<html lang="${language.lang}"${language.rtl ? ' dir="rtl"' : ''}`
  return withHeadLinks(
    html.replace(/<html lang="[^"]*"/, tag),
    language.scripts.map(
      (url) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url}">`,
    ),
  )
}

/** A deep link's network (its path prefix; `main` has none) and its path segments below it. */
export function splitNetwork(pathname: string): { network: Network; segments: string[] } {
  const segments = pathname.split('/').filter((segment) => segment !== '')
  const first = segments[0]
  return first !== undefined && prefixes.has(first)
    ? { network: first as Network, segments: segments.slice(1) }
    : { network: 'main', segments }
}

/** `html` with `links` (whole `<link>` elements) at the end of its `<head>`. */
export function withHeadLinks(html: string, links: readonly string[]): string {
  if (links.length === 0) return html
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
}

/** Whether a route pattern (`tx/:id`) matches path segments: `:name` takes any one segment. */
function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/')
  return (
    parts.length === segments.length &&
    parts.every((part, index) => part.startsWith(':') || part === segments[index])
  )
}

/** The first route whose pattern matches `pathname` below its network prefix, if any. */
export function preloadFor(
  pathname: string,
  preloads: readonly RoutePreload[],
): RoutePreload | undefined {
  const { segments } = splitNetwork(pathname)
  return preloads.find((route) => matches(route.path, segments))
}

/**
 * `html` with the route's files named at the end of its `<head>`: its chunks as module preloads (the
 * bundler's loader skips those the page names already) and its styles fetched early (the loader then
 * adds their stylesheet links, as it would have, from the cache). At low priority: they are wanted
 * once the entry has run, and must not compete with what the first paint needs (nothing but the HTML;
 * Lighthouse counts high-priority scripts requested before the first paint as holding it up).
 */
export function withPreloads(html: string, route: RoutePreload): string {
  const links = [
    ...route.scripts.map(
      (url) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url}">`,
    ),
    ...route.styles.map(
      (url) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${url}">`,
    ),
  ]
  return withHeadLinks(html, links)
}
