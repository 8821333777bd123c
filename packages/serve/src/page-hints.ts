import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { type Network, networks } from '@outpoint/explorer-client'
import { assetUrl, strings } from './hint-checks.js'
import { type LanguageHint, parseLanguageHints } from './page-language.js'

/** Written by the app's build (apps/web/build/pagePlugin.ts) beside `index.html`. */
export const pageHintsFile = join('.vite', 'outpoint-page.json')

/** A deep link's files (URLs under the app's origin) by route pattern below the network prefix. */
export interface RoutePreload {
  path: string
  scripts: readonly string[]
  styles: readonly string[]
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

/** A CSP hash source exactly, so a bad file cannot widen the policy. */
const hashSource = /^'sha256-[A-Za-z0-9+/]+=*'$/

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
  const languages = parseLanguageHints('languages' in value ? value.languages : [])
  if (!languages) return none
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
