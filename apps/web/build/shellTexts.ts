import { readFileSync } from 'node:fs'
import PO from 'pofile'
import type { ShellTexts } from './preloads'

/** index.html's shell texts in English: the search box's, as src/features/search/SearchBox.tsx has them. */
export const englishShell: ShellTexts = {
  placeholder: 'Transaction, block, height or address',
  search: 'Search',
}

/**
 * The shell's texts in the language of a catalogue (`src/locales/<code>/messages.po`), so the server can
 * draw a prefixed page's shell in its language. Throws when the catalogue has no such English message:
 * the shell and the search box no longer say the same, and one of them must change.
 */
export function shellTexts(catalogue: string): ShellTexts {
  const items = PO.parse(catalogue).items.filter((item) => !item.msgctxt)
  const translate = (english: string) => {
    const text = items.find((item) => item.msgid === english)?.msgstr[0]
    if (!text) throw new Error(`the catalogue has no "${english}", which index.html's shell shows`)
    return text
  }
  return {
    placeholder: translate(englishShell.placeholder),
    search: translate(englishShell.search),
  }
}

/** Each translated language's shell texts, read from its catalogue under `root` (apps/web). */
export function shellTextsOf(root: string, codes: readonly string[]): Map<string, ShellTexts> {
  return new Map(
    codes.map((code) => [
      code,
      shellTexts(readFileSync(`${root}/src/locales/${code}/messages.po`, 'utf8')),
    ]),
  )
}
