// Size budget of the app: the JavaScript a browser must load to render `/`, gzip -9, from Vite's
// manifest of the production build. Follows the entry's static imports (what loads before anything
// shows) plus the dashboard's chunk and its static imports in case the dashboard is ever lazy-loaded:
// lazy-loading it must not hide its weight. Prints the figure; exits 1 when over budget.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const budget = 150_000
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const dashboard = 'src/features/dashboard/DashboardPage.tsx'

/** The manifest keys of the chunks needed to render `/`: entries and the dashboard, with their static imports. */
export function chunksForRoot(manifest) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  visit(dashboard)
  return [...seen]
}

function main() {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  } catch {
    console.error('No build manifest in apps/web/dist: run `npm run build -w @outpoint/web` first.')
    process.exit(1)
  }
  let total = 0
  for (const key of chunksForRoot(manifest)) {
    const file = manifest[key].file
    if (!file.endsWith('.js')) continue
    const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
    total += gzip
    console.log(`  ${file}: ${(gzip / 1000).toFixed(1)} kB gzip`)
  }
  const over = total > budget
  console.log(
    `${over ? 'OVER ' : 'ok   '} JavaScript to render /: ${(total / 1000).toFixed(1)} kB gzip -9 (budget ${budget / 1000} kB)`,
  )
  if (over) {
    console.error('Size budget exceeded.')
    process.exit(1)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
