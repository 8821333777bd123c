import { describe, expect, it } from 'vitest'
import {
  catalogueLinks,
  inLanguage,
  type LanguageHint,
  parseLanguageHints,
} from './page-language.js'

const shell =
  '<html lang="en" data-theme="dark"><head></head><body><div class="app">' +
  '<input type="search" class="search-input" aria-label="Search" placeholder="Transaction, block, height or address" />' +
  '<button type="submit" class="icon-button">Search</button></div></body></html>'

const arabic: LanguageHint = {
  prefix: 'ar',
  lang: 'ar',
  rtl: true,
  scripts: ['/assets/locale-ar-Ab12Cd34.js'],
  shell: { placeholder: 'معاملة أو كتلة أو ارتفاع أو عنوان', search: 'بحث' },
}

describe("a language's page", () => {
  it('names the language and direction, and draws the shell in the language', () => {
    const html = inLanguage(shell, arabic)
    expect(html).toContain('<html lang="ar" dir="rtl" data-theme="dark">')
    expect(html).toContain('placeholder="معاملة أو كتلة أو ارتفاع أو عنوان"')
    expect(html).toContain('<button type="submit" class="icon-button">بحث</button>')
    expect(catalogueLinks(arabic)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/locale-ar-Ab12Cd34.js">',
    ])
  })

  it('writes shell texts as text, whatever they hold', () => {
    const hostile = { ...arabic, shell: { placeholder: '"><script>x</script>', search: '$1 <b>&' } }
    const html = inLanguage(shell, hostile)
    expect(html).toContain('placeholder="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"')
    expect(html).toContain('class="icon-button">$1 &lt;b&gt;&amp;</button>')
    expect(html).not.toContain('<script>')
  })

  it('leaves the page as built for English, an untranslated prefix or no prefix', () => {
    expect(inLanguage(shell, undefined)).toBe(shell)
    expect(inLanguage(shell, { prefix: 'ko', rtl: false, scripts: [] })).toBe(shell)
  })

  it('reads the hints as untrusted: a shell text of several lines or pages long drops them all', () => {
    expect(parseLanguageHints([arabic])).toEqual([arabic])
    for (const bad of [
      { placeholder: 'a\nb', search: 'x' },
      { placeholder: 'x'.repeat(201), search: 'x' },
      { placeholder: 'x' },
    ]) {
      expect(parseLanguageHints([{ ...arabic, shell: bad }])).toBeUndefined()
    }
  })
})
