import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { englishShell, shellTexts, shellTextsOf } from './shellTexts'

const root = new URL('..', import.meta.url).pathname

describe("index.html's shell in a language", () => {
  it('says what the search box says, so its texts can be translated as the box is', () => {
    const html = readFileSync(`${root}index.html`, 'utf8')
    expect(html).toContain(`placeholder="${englishShell.placeholder}"`)
    expect(html).toContain(`class="icon-button">${englishShell.search}</button>`)
    const box = readFileSync(`${root}src/features/search/SearchBox.tsx`, 'utf8')
    expect(box).toContain(`t\`${englishShell.placeholder}\``)
    expect(box).toContain(`message: '${englishShell.search}'`)
  })

  it("reads each translated language's texts from its catalogue", () => {
    const texts = shellTextsOf(root, ['de', 'ja', 'ar'])
    for (const [code, shell] of texts) {
      expect(shell.placeholder, code).not.toBe(englishShell.placeholder)
      expect(shell.search, code).not.toBe('')
    }
  })

  it('throws when a catalogue has no such message: the shell and the box disagree', () => {
    expect(() => shellTexts('msgid "Search"\nmsgstr "Suche"\n')).toThrow(
      'the catalogue has no "Transaction, block, height or address"',
    )
  })
})
