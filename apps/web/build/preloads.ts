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
