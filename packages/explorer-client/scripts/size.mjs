// Size budget of the built client: bundles each entry the way the Outpoint app's bundler (Vite 8, i.e.
// rolldown) does, minified and tree-shaken ESM for the browser, gzips it, prints the figures and fails
// when one is over its budget.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { rolldown } from 'rolldown'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const budgets = [
  {
    name: 'whole client (REST + live feed)',
    code: "export * from './index.js'; export * from './live/index.js'",
    // 12,000 until every answer was checked field by field at the door (issue 13) and ~45 routes were
    // added: 18,604 B measured then. The app bundles only the actions its pages import. 19,000 until
    // issue 15's pages: Lightning penalties and node groups, P2PK scripthashes, each action's route for
    // the API docs page: 19,260 B measured then.
    limit: 19_500,
  },
  // 5,000 until every websocket message got its schema (issue 13): 5,604 B measured then; 5,919 B once
  // the feed's blocks, difficulty and RBF trees were checked by the REST shapes themselves (one shape per
  // wire type; the whole client shrank by 67 B).
  { name: 'live feed (/live)', code: "export * from './live/index.js'", limit: 6_100 },
  // 10,000 until the checks and routes of issue 13: 15,532 B measured then; 16,000 until issue 15's
  // routes (as above): 16,192 B measured then.
  { name: 'REST only (index)', code: "export * from './index.js'", limit: 16_500 },
  // Decoding (Bitcoin 2.5 kB, Elements 0.6 kB more) and proof checks ship apart: only the broadcast
  // page and the transaction extras load them.
  { name: 'transaction decoding (/tx)', code: "export * from './tx/index.js'", limit: 3_500 },
]

let failed = false
const entry = join(dist, '__size-entry.js')
try {
  for (const budget of budgets) {
    writeFileSync(entry, budget.code)
    const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'silent' })
    const { output } = await bundle.generate({ format: 'esm', minify: true })
    await bundle.close()
    const code = output[0].code
    const gzip = gzipSync(code, { level: 9 }).length
    const over = gzip > budget.limit
    failed ||= over
    console.log(
      `${over ? 'OVER ' : 'ok   '} ${budget.name}: ${(code.length / 1000).toFixed(1)} kB min, ${gzip} B min+gzip (budget ${budget.limit} B)`,
    )
  }
} finally {
  rmSync(entry, { force: true })
}
if (JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')).sideEffects !== false) {
  console.log('OVER  package.json must declare "sideEffects": false so apps can tree-shake it')
  failed = true
}
if (failed) {
  console.error('Size budget exceeded.')
  process.exit(1)
}
