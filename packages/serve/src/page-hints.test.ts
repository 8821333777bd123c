import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageHintsFile, parsePageHints, preloadFor, type RoutePreload } from './page-hints.js'
import { type RunningServer, startServer } from './server.js'
import { send } from './test-helpers.js'
import { resolveUpstream } from './upstream.js'

const indexHtml =
  '<!doctype html><html lang="en"><head><title>app</title><style>.a{}</style></head><body></body></html>'
const hash = "'sha256-zykMelvY9taAHFfnWfsi7Rnifucb0B5GzFq+5ZuppCM='"
const txPage: RoutePreload = {
  path: 'tx/:id',
  scripts: ['/assets/TransactionPage-Ab12.js', '/assets/hash-Cd34.js'],
  styles: ['/assets/TransactionPage-Ef56.css'],
}
const hints = {
  styleHashes: [hash],
  preloads: [{ path: 'tx/push', scripts: ['/assets/BroadcastPage-Gh78.js'], styles: [] }, txPage],
  languages: [
    { prefix: 'ja', lang: 'ja', rtl: false, scripts: ['/assets/locale-ja-Ij90.js'] },
    { prefix: 'ar', lang: 'ar', rtl: true, scripts: ['/assets/locale-ar-Kl12.js'] },
    { prefix: 'ko', rtl: false, scripts: [] },
  ],
}
const jaCatalogue =
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/locale-ja-Ij90.js">'

let root: string
let server: RunningServer

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-hints-'))
  mkdirSync(join(root, '.vite'))
  writeFileSync(join(root, 'index.html'), indexHtml)
  writeFileSync(join(root, pageHintsFile), JSON.stringify(hints))
  server = await startServer({ root, upstream: resolveUpstream('127.0.0.1:9'), port: 0 })
})
afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

describe("a deep link's page names its route's files for preloading", () => {
  it("lists the transaction page's chunks and styles in the head of /tx/:id, on every network", async () => {
    for (const path of ['/tx/abc', '/testnet4/tx/abc', '/liquid/tx/abc']) {
      const answer = await send(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } })
      const html = answer.body.toString()
      expect(answer.status, path).toBe(200)
      expect(html, path).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/TransactionPage-Ab12.js">',
      )
      expect(html, path).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/hash-Cd34.js">',
      )
      expect(html, path).toContain(
        '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/TransactionPage-Ef56.css">',
      )
      expect(html.indexOf('TransactionPage-Ab12'), path).toBeLessThan(html.indexOf('</head>'))
    }
  })

  it("names a language's catalogue, and the page's files below the language prefix", async () => {
    const ja = (await send(`${server.url}/ja/testnet4/tx/abc`)).body.toString()
    expect(ja).toContain(jaCatalogue)
    expect(ja).toContain('<html lang="ja"><head>')
    expect((await send(`${server.url}/ar/block/abc`)).body.toString()).toContain(
      '<html lang="ar" dir="rtl"><head>',
    )
    expect(ja).toContain('/assets/TransactionPage-Ab12.js')
    expect((await send(`${server.url}/ja/`)).body.toString()).toContain(jaCatalogue)
    // A prefix the app takes without a catalogue (it follows the settings): the page's files only.
    const ko = (await send(`${server.url}/ko/tx/abc`)).body.toString()
    expect(ko).toContain('/assets/TransactionPage-Ab12.js')
    expect(ko).not.toContain('locale-')
    expect(ko).toContain('<html lang="en">')
    expect((await send(`${server.url}/tx/abc`)).body.toString()).not.toContain('locale-')
  })

  it('takes the first matching route and leaves other pages as built', async () => {
    const push = (await send(`${server.url}/tx/push`)).body.toString()
    expect(push).toContain('BroadcastPage-Gh78.js')
    expect(push).not.toContain('TransactionPage')
    for (const path of ['/', '/block/abc', '/tx/abc/extra', '/liquid/mining']) {
      expect((await send(`${server.url}${path}`)).body.toString(), path).toBe(indexHtml)
    }
  })

  it('gives each variant of index.html an ETag of its own', async () => {
    const tx = await send(`${server.url}/tx/abc`)
    const home = await send(`${server.url}/block/abc`)
    expect(tx.headers.etag).not.toBe(home.headers.etag)
    const again = await send(`${server.url}/tx/def`, {
      headers: { 'if-none-match': String(tx.headers.etag) },
    })
    expect(again.status).toBe(304)
  })

  it("allows index.html's inline styles by their hashes in the policy, nothing inline besides", async () => {
    const answer = await send(`${server.url}/tx/abc`)
    const policy = String(answer.headers['content-security-policy'])
    expect(policy).toContain(`style-src 'self' ${hash};`)
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).toContain("script-src 'self';")
  })
})

describe('the hints file is read as untrusted', () => {
  it('drops a file that would widen the policy or write markup', () => {
    const none = { styleHashes: [], preloads: [], languages: [] }
    expect(parsePageHints({ styleHashes: ["'unsafe-inline'"], preloads: [] })).toEqual(none)
    expect(
      parsePageHints({ styleHashes: [], preloads: [{ ...txPage, scripts: ['/a.js"><script>'] }] }),
    ).toEqual(none)
    expect(
      parsePageHints({
        styleHashes: [],
        preloads: [{ ...txPage, styles: ['https://evil.example/x.css'] }],
      }),
    ).toEqual(none)
    expect(
      parsePageHints({
        styleHashes: [],
        preloads: [{ ...txPage, scripts: ['//evil.example/x.js'] }],
      }),
    ).toEqual(none)
    for (const language of [
      { prefix: 'ja"><script>', rtl: false, scripts: [] },
      { prefix: 'ja', lang: 'ja" onload="x', rtl: false, scripts: [] },
      { prefix: 'ja', rtl: false, scripts: ['//evil.example/x.js'] },
      { prefix: 'ja', rtl: 'yes', scripts: [] },
      { prefix: 'ja', rtl: false },
    ]) {
      expect(parsePageHints({ ...hints, languages: [language] }), language.prefix).toEqual(none)
    }
    expect(parsePageHints('nope')).toEqual(none)
    expect(parsePageHints(hints)).toEqual(hints)
    // A build from before the catalogues: its routes still count.
    const { languages: _, ...older } = hints
    expect(parsePageHints(older)).toEqual({ ...older, languages: [] })
  })

  it('matches a pattern segment by segment, below any network prefix', () => {
    expect(preloadFor('/signet/tx/abc', [txPage])).toBe(txPage)
    expect(preloadFor('/tx/abc/', [txPage])).toBe(txPage)
    expect(preloadFor('/tx', [txPage])).toBeUndefined()
    expect(preloadFor('/elsewhere/tx/abc', [txPage])).toBeUndefined()
  })
})
