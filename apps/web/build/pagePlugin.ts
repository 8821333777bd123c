import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { locales } from '../src/i18n/locales'
import { routePreloads } from '../src/routes/routePreloads'
import { palettes } from '../src/theme/palette'
import { cspHash, inlineStyles, inlineStylesheet, stylesheetHrefs } from './inlineCss'
import { languageHints, type Manifest, resolvePreloads } from './preloads'
import { shellTextsOf } from './shellTexts'
import { lowPriorityScripts, startFiles, withStartLinks } from './startFiles'

/** What the server reads beside the build (packages/serve, page-hints.ts). */
export const pageHintsFile = '.vite/outpoint-page.json'

/**
 * Both themes' colours as custom properties, for the app shell before the app sets them: dark by default,
 * light when the entry has found it in the settings (`data-theme` on <html>, src/main.tsx).
 */
export function shellPaletteCss(): string {
  const vars = (theme: 'dark' | 'light') =>
    Object.entries(palettes[theme]).map(([name, value]) => `--${name}:${value}`)
  return (
    `:root{color-scheme:dark;${vars('dark').join(';')}}` +
    `:root[data-theme="light"]{color-scheme:light;${vars('light').join(';')}}`
  )
}

/**
 * The built `index.html` paints its app shell (the header in `index.html`) on its own: it names the
 * app's start files, which the entry imports after the first paint (build/startFiles.ts), and their
 * stylesheets go inline, with both themes' colours. The build then writes `pageHintsFile`: the
 * CSP hashes of the inline styles, each deep link's chunks (src/routes/routePreloads.ts) and each
 * language's catalogue, which the server turns into the page's policy and its `<link rel="modulepreload">`s.
 */
export function pagePlugin(): Plugin {
  let styleHashes: string[] = []
  return {
    name: 'outpoint-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let out = html
        if (context.chunk && context.bundle)
          out = withStartLinks(out, startFiles(context.chunk, context.bundle))
        out = lowPriorityScripts(out)
        let palette = shellPaletteCss()
        for (const href of stylesheetHrefs(out)) {
          const asset = context.bundle?.[href.replace(/^\//, '')]
          if (asset?.type !== 'asset') continue
          const css =
            typeof asset.source === 'string'
              ? asset.source
              : Buffer.from(asset.source).toString('utf8')
          out = inlineStylesheet(out, href, palette + css)
          palette = ''
        }
        styleHashes = inlineStyles(out).map(cspHash)
        return out
      },
    },
    writeBundle(options) {
      const dir = options.dir ?? 'dist'
      const manifest: Manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'))
      const preloads = resolvePreloads(manifest, routePreloads)
      const translated = locales.map((l) => l.code).filter((code) => code !== 'en')
      const root = fileURLToPath(new URL('..', import.meta.url))
      const languages = languageHints(manifest, shellTextsOf(root, translated))
      writeFileSync(
        join(dir, pageHintsFile),
        `${JSON.stringify({ styleHashes, preloads, languages }, null, 2)}\n`,
      )
    },
  }
}
