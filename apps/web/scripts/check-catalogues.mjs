// `npm run catalogues -w @outpoint/web` (part of `npm test`): every language's catalogue
// (src/locales/<code>/messages.po) against the messages in the code, as `lingui extract` finds them.
// It fails when a catalogue misses a message or leaves one untranslated, keeps one the code no longer
// uses, or has a translation that is not a valid ICU message, names other placeholders than the
// English (a `{rate}` the translation lost would show as nothing) or other elements (`<0>…</0>`, the
// link of a `<Trans>` sentence, which would vanish or show as text). `npm run extract -w @outpoint/web`
// brings the catalogues up to date; a translator then fills the new entries.
import { relative } from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'

/** The argument names of a compiled ICU message: `{rate}`, `{0, plural, ...}` and those inside it. */
function placeholders(compiled, into = new Set()) {
  if (!Array.isArray(compiled)) return into
  for (const token of compiled) {
    if (!Array.isArray(token)) continue
    const [name, , cases] = token
    if (typeof name === 'string') into.add(name)
    if (cases && typeof cases === 'object') {
      for (const value of Object.values(cases)) placeholders(value, into)
    }
  }
  return into
}

const same = (a, b) => a.size === b.size && [...a].every((x) => b.has(x))

/** The element tags of a `<Trans>` message, each as often as it occurs: `<0>`, `</0>`, `<1/>`. */
const tags = (text) => (text.match(/<\/?\d+\/?>/g) ?? []).sort().join(' ')

const config = getConfig({ cwd: process.cwd() })
const problems = []
let messageCount = 0
for (const catalog of await getCatalogs(config)) {
  const extracted = (await catalog.collect()) ?? {}
  const ids = Object.keys(extracted)
  messageCount += ids.length
  const all = await catalog.readAll()
  for (const locale of config.locales) {
    const entries = all[locale] ?? {}
    const file = relative(process.cwd(), catalog.getFilename(locale))
    const unused = Object.keys(entries).filter((id) => !(id in extracted))
    for (const id of unused)
      problems.push(`${file}: "${entries[id]?.message ?? id}" is no longer in the code`)
    if (locale === config.sourceLocale) {
      const absent = ids.filter((id) => !(id in entries))
      for (const id of absent) problems.push(`${file}: "${extracted[id].message}" is missing`)
      continue
    }
    for (const id of ids) {
      const source = extracted[id].message ?? id
      const translation = entries[id]?.translation
      if (translation === undefined) {
        problems.push(`${file}: "${source}" is missing`)
        continue
      }
      if (translation === '') {
        problems.push(`${file}: "${source}" is not translated`)
        continue
      }
      let compiled
      try {
        compiled = compileMessageOrThrow(translation)
      } catch (error) {
        problems.push(
          `${file}: the translation of "${source}" is not a valid message: ${error.message}`,
        )
        continue
      }
      if (tags(translation) !== tags(source)) {
        problems.push(
          `${file}: the translation of "${source}" has the elements ${tags(translation) || 'none'}, the English ${tags(source) || 'none'}`,
        )
        continue
      }
      const expected = placeholders(compileMessageOrThrow(source))
      const found = placeholders(compiled)
      if (!same(expected, found)) {
        const list = (set) => [...set].map((n) => `{${n}}`).join(' ') || 'none'
        problems.push(
          `${file}: the translation of "${source}" has the placeholders ${list(found)}, the English ${list(expected)}`,
        )
      }
    }
  }
}

if (problems.length > 0) {
  // Each catalogue's first problems and its count: one language's gaps do not hide another's.
  const byFile = new Map()
  for (const problem of problems) {
    const file = problem.slice(0, problem.indexOf(':'))
    byFile.set(file, [...(byFile.get(file) ?? []), problem])
  }
  console.error(`The catalogues do not match the code (${problems.length} problems):`)
  for (const [file, list] of byFile) {
    console.error(`${file}: ${list.length} problems`)
    for (const problem of list.slice(0, 40)) console.error(`  ${problem}`)
    if (list.length > 40) console.error(`  … and ${list.length - 40} more in ${file}`)
  }
  console.error('Run `npm run extract -w @outpoint/web`, then translate the new entries.')
  process.exit(1)
}
console.log(
  `ok    catalogues: ${messageCount} messages in ${config.locales.length} languages, none missing or unused`,
)
