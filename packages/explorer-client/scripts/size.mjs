// Size budget of the built client: bundles each entry the way an app would (minified, tree-shaken ESM for
// the browser), gzips it, prints the figures and fails when one is over its budget.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const budgets = [
  {
    name: 'whole client (REST + live feed)',
    code: "export * from './index.js'; export * from './live/index.js'",
    limit: 12_000,
  },
  { name: 'live feed (/live)', code: "export * from './live/index.js'", limit: 5_000 },
  { name: 'REST only (index)', code: "export * from './index.js'", limit: 10_000 },
]

let failed = false
for (const budget of budgets) {
  const result = await build({
    stdin: { contents: budget.code, resolveDir: dist, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  })
  const code = result.outputFiles[0].contents
  const gzip = gzipSync(code, { level: 9 }).length
  const over = gzip > budget.limit
  failed ||= over
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${budget.name}: ${(code.length / 1000).toFixed(1)} kB min, ${(gzip / 1000).toFixed(2)} kB min+gzip (budget ${(budget.limit / 1000).toFixed(0)} kB)`,
  )
}
if (JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')).sideEffects !== false) {
  console.log('OVER  package.json must declare "sideEffects": false so apps can tree-shake it')
  failed = true
}
if (failed) {
  console.error('Size budget exceeded.')
  process.exit(1)
}
