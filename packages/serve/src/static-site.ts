import { createHash } from 'node:crypto'
import type { Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { contentType, isCompressible } from './content-types.js'
import { chosenHostOrigins } from './csp.js'
import { dataPreloads, withDataPreloads } from './data-preloads.js'
import { pickEncoding } from './encoding.js'
import {
  type PageHints,
  pageHintsReader,
  preloadFor,
  withHeadLinks,
  withPreloads,
} from './page-hints.js'
import { catalogueLinks, inLanguage, splitLanguage } from './page-language.js'

export type StaticSite = (
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
) => Promise<void>

// Vite fingerprints everything it writes under /assets/: a changed file gets a new name, so browsers
// may keep these for good. Everything else (index.html above all) is revalidated on every load.
const forever = 'public, max-age=31536000, immutable'
/** Compressed copies kept: the build's files, and the app's page for the deep links asked for lately. */
const maxCompressed = 500
const revalidate = 'no-cache'

/** A changed copy of a file: `key` names the change in the cache and the ETag. */
interface Variant {
  key: string
  transform: (body: Buffer) => Buffer
}

/**
 * The built single-page app in `root`: its files with their types and caching, and `index.html` for any
 * other path without a file extension, so that deep links (`/testnet/block/…`) open the app, naming the
 * files of the link's page for preloading when the build listed them (`hints`) and its first data
 * requests (data-preloads.ts). A missing file with an
 * extension (`/assets/gone.js`) is a real 404: the app's HTML in its place would only confuse the browser.
 */
export function createStaticSite(
  root: string,
  hints: () => PageHints = pageHintsReader(root),
): StaticSite {
  // One compressed copy per file, replaced when the file changes (a rebuild while serving).
  const compressed = new Map<string, { tag: string; body: Buffer }>()

  const send = async (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    stats: Stats,
    cacheControl: string,
    variant?: Variant,
  ) => {
    const type = contentType(file)
    const compressible = isCompressible(type) && stats.size > 1024
    const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : undefined
    const variantTag = variant
      ? `-${createHash('sha256').update(variant.key).digest('hex').slice(0, 8)}`
      : ''
    const tag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${variantTag}${encoding ? `-${encoding}` : ''}"`
    res.setHeader('Content-Type', type)
    res.setHeader('Cache-Control', cacheControl)
    res.setHeader('ETag', tag)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (compressible) res.setHeader('Vary', 'Accept-Encoding')
    if (req.headers['if-none-match'] === tag) {
      res.writeHead(304).end()
      return
    }
    const read = async () => {
      const raw = await readFile(file)
      return variant ? variant.transform(raw) : raw
    }
    let body: Buffer
    if (encoding) {
      const key = `${file}|${variant?.key ?? ''}|${encoding}`
      const cached = compressed.get(key)
      if (cached?.tag === tag) {
        body = cached.body
      } else {
        body = compress(await read(), encoding)
        // A page per deep link's id: keep the newest few hundred, not one per link ever asked for.
        if (compressed.size >= maxCompressed)
          compressed.delete(compressed.keys().next().value ?? '')
        compressed.set(key, { tag, body })
      }
      res.setHeader('Content-Encoding', encoding)
    } else {
      body = await read()
    }
    res.setHeader('Content-Length', body.length)
    res.writeHead(200)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  return async (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Method not allowed\n')
      return
    }
    const file = resolveFile(root, pathname)
    const stats = file === undefined ? undefined : await stat(file).catch(() => undefined)
    if (file && stats?.isFile()) {
      await send(req, res, file, stats, pathname.startsWith('/assets/') ? forever : revalidate)
      return
    }
    const index = join(root, 'index.html')
    const indexStats = await stat(index).catch(() => undefined)
    if (hasExtension(pathname) || !indexStats?.isFile()) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': revalidate,
      })
      res.end(`Not found: ${pathname}\n`)
      return
    }
    const { preloads, languages } = hints()
    // `/ja/tx/ab` is the page of `/tx/ab` in Japanese: its files, its data and its catalogue.
    const { language, rest } = splitLanguage(pathname, languages)
    const route = preloadFor(rest, preloads)
    // The page's first data requests, unless the settings chose another host (the page asks that one).
    const data = chosenHostOrigins(req).length === 0 ? dataPreloads(rest) : []
    const variant = (route || data.length > 0 || language?.lang) && {
      key: `${language?.lang ?? ''}|${route?.path ?? ''}|${data.join('|')}`,
      transform: (body: Buffer) => {
        const html = withHeadLinks(
          inLanguage(body.toString('utf8'), language),
          catalogueLinks(language),
        )
        return Buffer.from(withDataPreloads(route ? withPreloads(html, route) : html, data))
      },
    }
    await send(req, res, index, indexStats, revalidate, variant || undefined)
  }
}

/**
 * The file a URL path names inside `root`, or undefined when it cannot name one. Segments starting with a
 * dot are refused: that stops `..` (also encoded as %2e%2e or smuggled in with %2f) and keeps hidden
 * files such as Vite's `.vite/manifest.json` private.
 */
function resolveFile(root: string, pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const segments = decoded.split('/').filter((segment) => segment !== '')
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0')))
    return undefined
  return join(root, ...segments, ...(decoded.endsWith('/') ? ['index.html'] : []))
}

function hasExtension(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1))
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(body, { level: 9 })
}
