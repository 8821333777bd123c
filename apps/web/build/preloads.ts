import { languageCodes } from '../src/app/languages'
import { localeOfTag } from '../src/i18n/chooseLocale'
import { locales } from '../src/i18n/locales'
import type { RoutePreload } from '../src/routes/routePreloads'

/** The part of a Vite manifest entry read here (vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** A route's files as URLs: its chunks with their static imports, and their styles. */
export interface ResolvedPreload {
  path: string
  scripts: string[]
  styles: string[]
}

/**
 * Each route's modules as the files they load, less what `index.html` loads already (the entries, the
 * app's start they import after the first paint, with their static imports). Throws when a module is not in the build: the table names a page that moved.
 */
export function resolvePreloads(
  manifest: Manifest,
  routes: readonly RoutePreload[],
  base = '/',
): ResolvedPreload[] {
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      const chunk = manifest[key]
      if (!chunk) throw new Error(`${key} is not in the build's manifest`)
      seen.add(key)
      for (const next of chunk.imports ?? []) visit(next)
    }
    for (const key of keys) visit(key)
    return seen
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const loaded = closure(entries.flatMap((key) => [key, ...(manifest[key]?.dynamicImports ?? [])]))
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []))
  return routes.map((route) => {
    const keys = [...closure(route.modules)].filter((key) => !loaded.has(key))
    const chunks = keys.flatMap((key) => (manifest[key] ? [manifest[key]] : []))
    const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []))
    return {
      path: route.path,
      scripts: chunks.map((chunk) => base + chunk.file),
      styles: [...styles].filter((file) => !loadedCss.has(file)).map((file) => base + file),
    }
  })
}

/** The texts of index.html's shell in a language (packages/serve's ShellTexts). */
export interface ShellTexts {
  placeholder: string
  search: string
}

/**
 * A language prefix the app takes, its language, the files of its catalogue and its shell's texts
 * (packages/serve's page hints).
 */
export interface LanguageHint {
  prefix: string
  lang?: string
  rtl: boolean
  scripts: string[]
  shell?: ShellTexts
}

/**
 * Each language prefix of the app's URLs (`/ja/...`) with its catalogue's file, which the server names
 * in the page so it downloads with the app's files, and its language and direction, which the page's
 * `<html>` then names: no file for English, nothing for the prefixes the app is not translated into
 * (those pages follow the settings). Throws when a catalogue is not in the build.
 */
export function languageHints(
  manifest: Manifest,
  shells: ReadonlyMap<string, ShellTexts> = new Map(),
  base = '/',
): LanguageHint[] {
  return languageCodes.map((prefix) => {
    const locale = locales.find((l) => l.code === localeOfTag(prefix))
    if (locale === undefined) return { prefix, rtl: false, scripts: [] }
    const rtl = locale.dir === 'rtl'
    if (locale.code === 'en') return { prefix, lang: locale.code, rtl, scripts: [] }
    const key = `src/locales/${locale.code}/messages.po`
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build's manifest`)
    const shell = shells.get(locale.code)
    return {
      prefix,
      lang: locale.code,
      rtl,
      scripts: [base + chunk.file],
      ...(shell ? { shell } : {}),
    }
  })
}
