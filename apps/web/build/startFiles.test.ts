import { describe, expect, it } from 'vitest'
import { lowPriorityScripts, type StartChunk, startFiles, withStartLinks } from './startFiles'

const bundle: Record<string, StartChunk> = {
  'assets/index-1.js': {
    type: 'chunk',
    imports: ['assets/runtime-1.js'],
    dynamicImports: ['assets/app-1.js'],
  },
  'assets/runtime-1.js': { type: 'chunk' },
  'assets/react-1.js': { type: 'chunk', imports: ['assets/runtime-1.js'] },
  'assets/app-1.js': {
    type: 'chunk',
    imports: ['assets/runtime-1.js', 'assets/react-1.js'],
    dynamicImports: ['assets/Tx-1.js'],
    viteMetadata: { importedCss: new Set(['assets/app-1.css']) },
  },
  'assets/Tx-1.js': { type: 'chunk', imports: ['assets/app-1.js'] },
  'assets/app-1.css': { type: 'asset' },
}
const entry = bundle['assets/index-1.js'] as StartChunk

describe("the app's start files", () => {
  it("are the entry's dynamic imports with their static imports, dependencies first, and their styles", () => {
    expect(startFiles(entry, bundle)).toEqual({
      scripts: ['assets/react-1.js', 'assets/app-1.js'],
      styles: ['assets/app-1.css'],
    })
  })

  it('fail the build when a chunk is missing', () => {
    expect(() => startFiles({ type: 'chunk', dynamicImports: ['assets/gone.js'] }, bundle)).toThrow(
      'assets/gone.js is not a chunk of the build',
    )
  })

  it('are named in the page: preloads after the entry, styles before the entry stylesheet', () => {
    const html = [
      '<head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '</head>',
    ].join('\n')
    const out = withStartLinks(html, startFiles(entry, bundle))
    expect(out.indexOf('href="/assets/react-1.js"')).toBeGreaterThan(out.indexOf('index-1.js"'))
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1.js">')
    expect(out.indexOf('href="/assets/app-1.css"')).toBeLessThan(
      out.indexOf('href="/assets/index-1.css"'),
    )
    expect(out.match(/runtime-1\.js/g)).toHaveLength(1)
  })
})

describe("the start's scripts", () => {
  it('are fetched at low priority, the entry and each preload, once', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app-1.css">',
    ].join('\n')
    expect(lowPriorityScripts(html).split('\n')).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app-1.css">',
    ])
  })
})
