import { describe, expect, it } from 'vitest'
import { locales } from '../src/i18n/locales'
import { languageHints, type Manifest, resolvePreloads } from './preloads'

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['src/boot.tsx'] },
  'src/boot.tsx': { file: 'assets/boot-1.js', imports: ['_app.js'] },
  '_app.js': { file: 'assets/app-1.js', css: ['assets/app-1.css'] },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_app.js'], css: ['assets/shared-1.css'] },
  '_deep.js': { file: 'assets/deep-1.js' },
  'src/Tx.tsx': {
    file: 'assets/Tx-1.js',
    imports: ['_app.js', '_shared.js'],
    css: ['assets/Tx-1.css', 'assets/app-1.css'],
  },
  'src/Routes.tsx': { file: 'assets/Routes-1.js', imports: ['_deep.js'] },
  'src/Node.tsx': { file: 'assets/Node-1.js', imports: ['_shared.js', '_deep.js'] },
}

describe("a route's preloads", () => {
  it('are its chunks, their static imports and styles, less what index.html loads', () => {
    expect(resolvePreloads(manifest, [{ path: 'tx/:id', modules: ['src/Tx.tsx'] }])).toEqual([
      {
        path: 'tx/:id',
        scripts: ['/assets/Tx-1.js', '/assets/shared-1.js'],
        styles: ['/assets/Tx-1.css', '/assets/shared-1.css'],
      },
    ])
  })

  it('name a chunk once when two modules share it', () => {
    const [node] = resolvePreloads(manifest, [
      { path: 'lightning/node/:id', modules: ['src/Routes.tsx', 'src/Node.tsx'] },
    ])
    expect(node?.scripts).toEqual([
      '/assets/Routes-1.js',
      '/assets/deep-1.js',
      '/assets/Node-1.js',
      '/assets/shared-1.js',
    ])
  })

  it('fail the build when the table names a module the build does not have', () => {
    expect(() => resolvePreloads(manifest, [{ path: 'x', modules: ['src/Gone.tsx'] }])).toThrow(
      'src/Gone.tsx is not in the build',
    )
  })
})

describe("the language prefixes' catalogues", () => {
  const catalogues: Manifest = Object.fromEntries(
    locales.map((l) => [
      `src/locales/${l.code}/messages.po`,
      { file: `assets/locale-${l.code}-1.js` },
    ]),
  )

  it("name each translated language's catalogue, none for English or an untranslated prefix", () => {
    const hints = new Map(languageHints(catalogues).map((h) => [h.prefix, h]))
    const ja = { lang: 'ja', rtl: false, scripts: ['/assets/locale-ja-1.js'] }
    expect(hints.get('ja')).toEqual({ prefix: 'ja', ...ja })
    const pt = { lang: 'pt-BR', rtl: false, scripts: ['/assets/locale-pt-BR-1.js'] }
    expect(hints.get('pt')).toEqual({ prefix: 'pt', ...pt })
    expect(hints.get('pt-BR')).toEqual({ prefix: 'pt-BR', ...pt })
    expect(hints.get('ar')).toMatchObject({ lang: 'ar', rtl: true })
    expect(hints.get('en')).toEqual({ prefix: 'en', lang: 'en', rtl: false, scripts: [] })
    expect(hints.get('ko')).toEqual({ prefix: 'ko', rtl: false, scripts: [] })
  })

  it('throw when a catalogue is not in the build', () => {
    const { 'src/locales/ja/messages.po': _, ...withoutJapanese } = catalogues
    expect(() => languageHints(withoutJapanese)).toThrow('src/locales/ja/messages.po')
  })
})
