import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { routePreloads } from '../src/routes/routePreloads'
import { palettes } from '../src/theme/palette'
import { cspHash, inlineStyles, inlineStylesheet, stylesheetHrefs } from './inlineCss'
import { type Manifest, resolvePreloads } from './preloads'

/** What the server reads beside the build (packages/serve, page-hints.ts). */
export const pageHintsFile = '.vite/outpoint-page.json'

/** The default (dark) theme's colours as custom properties, for the app shell before the script sets them. */
export function defaultPaletteCss(): string {
  const vars = Object.entries(palettes.dark).map(([name, value]) => `--${name}:${value}`)
  return `:root{${vars.join(';')}}`
}

/**
 * The built `index.html` paints its app shell (the header in `index.html`) on its own: the entry's
 * stylesheet goes inline, with the default theme's colours. The build then writes `pageHintsFile`: the
 * CSP hashes of the inline styles and each deep link's chunks (src/routes/routePreloads.ts), which the
 * server turns into the page's policy and its `<link rel="modulepreload">`s.
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
        for (const href of stylesheetHrefs(html)) {
          const asset = context.bundle?.[href.replace(/^\//, '')]
          if (asset?.type !== 'asset') continue
          const css =
            typeof asset.source === 'string'
              ? asset.source
              : Buffer.from(asset.source).toString('utf8')
          out = inlineStylesheet(out, href, defaultPaletteCss() + css)
        }
        styleHashes = inlineStyles(out).map(cspHash)
        return out
      },
    },
    writeBundle(options) {
      const dir = options.dir ?? 'dist'
      const manifest: Manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'))
      const preloads = resolvePreloads(manifest, routePreloads)
      writeFileSync(
        join(dir, pageHintsFile),
        `${JSON.stringify({ styleHashes, preloads }, null, 2)}\n`,
      )
    },
  }
}
