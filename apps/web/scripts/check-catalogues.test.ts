import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('./check-catalogues.mjs', import.meta.url))
const fixture = fileURLToPath(new URL('./fixtures/catalogues', import.meta.url))
const dirs: string[] = []

/** A copy of the fixture app (three messages, a German catalogue), changed by `edit`, and the check's answer. */
async function check(edit: (po: string) => string = (po) => po) {
  const dir = mkdtempSync(join(tmpdir(), 'catalogues-'))
  dirs.push(dir)
  cpSync(fixture, dir, { recursive: true })
  const de = join(dir, 'src/locales/de/messages.po')
  writeFileSync(de, edit(readFileSync(de, 'utf8')))
  try {
    const { stdout } = await promisify(execFile)('node', [script], { cwd: dir })
    return { ok: true, out: stdout }
  } catch (error) {
    const { stderr } = error as { stderr: string }
    return { ok: false, out: stderr }
  }
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('check-catalogues', () => {
  it('passes catalogues that match the code', async () => {
    const answer = await check()
    expect(answer.out).toContain('3 messages in 2 languages')
    expect(answer.ok).toBe(true)
  })

  it('names a message a catalogue leaves untranslated', async () => {
    const answer = await check((po) => po.replace('msgstr "Gebührensatz"', 'msgstr ""'))
    expect(answer.ok).toBe(false)
    expect(answer.out).toContain('"Fee rate" is not translated')
  })

  it('names a message the code no longer uses', async () => {
    const answer = await check((po) => `${po}\nmsgid "Old text"\nmsgstr "Alter Text"\n`)
    expect(answer.ok).toBe(false)
    expect(answer.out).toContain('"Old text" is no longer in the code')
  })

  it('names a translation that lost a placeholder or is not a valid message', async () => {
    const lost = await check((po) => po.replace('in Block {block}', 'im Block'))
    expect(lost.ok).toBe(false)
    expect(lost.out).toContain('has the placeholders {n}, the English {n} {block}')
    const link = await check((po) => po.replace('<0>Block {height}</0>', 'Block {height}'))
    expect(link.ok).toBe(false)
    expect(link.out).toContain('has the elements none, the English </0> <0>')
    const broken = await check((po) => po.replace('in Block {block}"', 'in Block {block"'))
    expect(broken.ok).toBe(false)
    expect(broken.out).toContain('is not a valid message')
  })
})
