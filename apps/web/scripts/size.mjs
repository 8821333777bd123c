// Size budget of the app: the JavaScript a browser must load to render `/`, gzip -9, from Vite's
// manifest of the production build. Follows the entry's static imports and the app's start it imports
// right after the first paint (its dynamic imports, src/main.tsx), plus the dashboard's chunk and its static imports in case the dashboard is ever lazy-loaded:
// lazy-loading it must not hide its weight. Prints the figure; exits 1 when over budget.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const budget = 150_000
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const dashboard = 'src/features/dashboard/DashboardPage.tsx'

/**
 * @typedef {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} Manifest
 */

/**
 * The manifest keys of the chunks needed to render `/`: entries, what they import at start (their
 * dynamic imports: the app's start) and the dashboard, with their static imports.
 * @param {Manifest} manifest
 * @returns {string[]}
 */
export function chunksForRoot(manifest) {
  /** @type {Set<string>} */
  const seen = new Set()
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue
    visit(key)
    for (const next of chunk.dynamicImports ?? []) visit(next)
  }
  visit(dashboard)
  return [...seen]
}

/**
 * Chunks reachable only through dynamic imports from those: loaded after the first render.
 * @param {Manifest} manifest
 * @param {string[]} needed
 * @returns {string[]}
 */
export function lazyChunks(manifest, needed) {
  const have = new Set(needed)
  /** @type {Set<string>} */
  const seen = new Set()
  /** @param {string} key @param {boolean} lazy */
  const visit = (key, lazy) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next, lazy)
    for (const next of manifest[key].dynamicImports ?? []) visit(next, true)
  }
  for (const key of needed) visit(key, false)
  return [...seen].filter((key) => !have.has(key))
}

/** @param {string} file */
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length

function main() {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  } catch {
    console.error('No build manifest in apps/web/dist: run `npm run build -w @outpoint/web` first.')
    process.exit(1)
  }
  const needed = chunksForRoot(manifest)
  let total = 0
  for (const key of needed) {
    const file = manifest[key].file
    if (!file.endsWith('.js')) continue
    const gzip = gzipSize(file)
    total += gzip
    console.log(`  ${file}: ${(gzip / 1000).toFixed(1)} kB gzip`)
  }
  const later = lazyChunks(manifest, needed)
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
  const laterSize = later.reduce((sum, file) => sum + gzipSize(file), 0)
  console.log(
    `  (not counted: ${later.length} chunks, ${(laterSize / 1000).toFixed(1)} kB gzip, load on demand: ${later.join(', ') || 'none'})`,
  )
  const over = total > budget
  console.log(
    `${over ? 'OVER ' : 'ok   '} JavaScript to render /: ${(total / 1000).toFixed(1)} kB gzip -9 (budget ${budget / 1000} kB; ` +
      'all / fetches in its first 15 s without input, as e2e/first-load.spec.ts checks)',
  )
  if (over) {
    console.error('Size budget exceeded.')
    process.exit(1)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
