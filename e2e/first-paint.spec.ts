import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Request } from '@playwright/test'
import { expect, type Simnet, test } from './fixtures'
import { busiestNode } from './lightning-node-helpers'
import { confirmedTxid } from './transaction-helpers'

// Issue 17: the first paint waits for no script (the app shell in index.html, its styles inline and
// allowed by hash), and a deep link names its page's chunks so they load beside the entry.

test('the app shell paints with JavaScript off: the header, styled, under the strict policy', async ({
  browser,
  baseURL,
  simnet,
}) => {
  const { tip } = await simnet.state('main')
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(baseURL && { baseURL }),
  })
  const page = await context.newPage()
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
  })
  await page.goto(`/block/${tip.hash}`)
  const shell = page.getByTestId('app-shell')
  await expect(shell).toBeVisible()
  await expect(shell.locator('header .brand')).toHaveText('Outpoint')
  await expect(shell.getByRole('searchbox')).toBeVisible()
  // The inline style applies only if the policy allows it by its hash: the header's own colour, not
  // the transparent background of an unstyled element.
  const background = await shell
    .locator('header')
    .evaluate((header) => getComputedStyle(header).backgroundColor)
  expect(background).toBe('rgb(27, 30, 41)')
  // The start's stylesheets (the app's, the entry's) are inline: their links are kept (disabled) for
  // the loader, never fetched. (The block page's own styles are preloaded.)
  const inlined = await page
    .locator('head link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(inlined.some((url) => /\/assets\/app-.*\.css$/.test(url))).toBe(true)
  for (const url of inlined) expect(stylesheets).not.toContain(url)
  expect(stylesheets.some((url) => url.includes('/assets/BlockPage-'))).toBe(true)
  await context.close()
})

test('the entry evaluates neither React nor the app before the first paint, and the page fetches them beside it', async ({
  page,
}) => {
  // Scripts that arrive before the browser paints (a fast or cached load) used to be evaluated first,
  // one long task ahead of the shell's paint. The entry now imports the app after a frame: its own static
  // imports hold neither, and index.html preloads both.
  const manifest: Record<string, { file: string; imports?: string[] }> = JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url)),
      'utf8',
    ),
  )
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  visit('index.html')
  const files = [...seen].map((key) => manifest[key]?.file ?? key)
  expect(files.filter((file) => /assets\/(react|app)-/.test(file))).toEqual([])
  const html = await (await page.request.get('/')).text()
  // At low priority: the first paint needs none of them.
  for (const chunk of ['react', 'app']) {
    expect(html).toMatch(
      new RegExp(
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${chunk}-[^"]+\\.js">`,
      ),
    )
  }
})

test('a light theme chosen in the settings colours the shell before the app arrives', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('outpoint.settings', JSON.stringify({ theme: 'light' })),
  )
  // The app's chunk never arrives: what shows is the shell, as the entry left it.
  await page.route(/\/assets\/app-[^/]+\.js$/, () => undefined)
  await page.goto('/')
  const shell = page.getByTestId('app-shell')
  await expect(shell).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(await shell.locator('header').evaluate((h) => getComputedStyle(h).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  )
})

test('the app replaces the shell with its own header on its first render', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
  await expect(page.getByTestId('app-shell')).toHaveCount(0)
  await expect(page.locator('header.header')).toHaveCount(1)
  await expect(page.getByTestId('network-switcher')).toBeVisible()
})

test("a deep link's HTML names its page's chunk, which the app then loads once", async ({
  page,
  simnet,
}) => {
  const { tip } = await simnet.state('main')
  const [txid] = await simnet.api<string[]>('main', `/block/${tip.hash}/txids`)
  const html = await (await page.request.get(`/tx/${txid}`)).text()
  const chunk =
    /<link rel="modulepreload" crossorigin fetchpriority="low" href="(\/assets\/TransactionPage-[^"]+\.js)">/.exec(
      html,
    )?.[1]
  expect(chunk, 'the transaction page chunk among the preloads').toBeDefined()
  expect(html.indexOf(chunk ?? '')).toBeLessThan(html.indexOf('</head>'))
  expect(await (await page.request.get('/')).text()).not.toContain('TransactionPage-')
  expect(await (await page.request.get('/liquid/tx/abc')).text()).toContain(chunk)

  const loads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/assets/TransactionPage-'))
      loads.push(new URL(request.url()).pathname)
  })
  await page.goto(`/tx/${txid}`)
  await expect(page.getByTestId('tx-outputs')).toBeVisible()
  expect(loads.filter((path) => path === chunk)).toHaveLength(1)
})

/**
 * A deep link of each page whose first data requests its HTML names, a test id the page then shows, and
 * whether the page follows the live feed (the Lightning pages do not).
 */
async function dataLinks(simnet: Simnet) {
  const { tip, busyAddress } = await simnet.state('main')
  // A real transaction: the tip may hold only its coinbase when parallel specs drained the mempool.
  const txid = await confirmedTxid(simnet, 'main')
  const node = (await busiestNode(simnet, 'main')).publicKey
  return [
    { path: `/tx/${txid}`, shown: 'tx-outputs', api: [`/api/tx/${txid}`], live: true },
    {
      path: `/block/${tip.hash}`,
      shown: 'block-hash',
      api: [`/api/v1/block/${tip.hash}`],
      live: true,
    },
    {
      path: `/address/${busyAddress}`,
      shown: 'tx-summary-row',
      api: [`/api/address/${busyAddress}`, `/api/address/${busyAddress}/txs`],
      live: true,
    },
    {
      path: `/lightning/node/${node}`,
      shown: 'node-channels',
      api: [`/api/v1/lightning/nodes/${node}`],
      live: false,
    },
  ]
}

test("a deep link's HTML starts its first data requests, which the page then uses", async ({
  page,
  simnet,
  problems,
}) => {
  // The live feed's lists of recent blocks (its answers to `init` and to `want: blocks`): an open page
  // must not take them for a new block and ask again (useBlockLive did, twice in three loads).
  // News that rightly refreshes an open page: a new block, a transaction of the tracked address.
  let blockLists = 0
  let news = 0
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload)
      if (text.includes('"blocks":[')) blockLists++
      if (/"(block|address-transactions|block-transactions)":/.test(text)) news++
    }),
  )
  for (const { path, shown, api, live } of await dataLinks(simnet)) {
    const html = await (await page.request.get(path)).text()
    for (const url of api)
      expect(html, path).toContain(`<link rel="preload" as="fetch" crossorigin href="${url}">`)
    const asked: string[] = []
    const count = (request: Request) => {
      const url = new URL(request.url())
      if (api.includes(url.pathname) && url.search === '') asked.push(url.pathname)
    }
    const before = (await simnet.state('main')).tip.height
    page.on('request', count)
    blockLists = 0
    news = 0
    await page.goto(path)
    await expect(page.getByTestId(shown).first()).toBeVisible()
    if (live) {
      await expect.poll(() => blockLists, `the live feed's block lists on ${path}`).toBe(2)
      await page.waitForTimeout(300) // what those lists would set off is asked at once
    }
    page.off('request', count)
    // Each once, by the preload: the page's own request was answered from it, not sent again. After
    // news (a block parallel specs mined, a payment to the busy address) the page rightly asks again:
    // then each at least once, and nothing else.
    const fresh = news > 0 || (await simnet.state('main')).tip.height !== before
    const seen = fresh ? [...new Set(asked)] : asked
    expect(seen.sort(), `requests of ${path}${fresh ? ' (news came)' : ''}`).toEqual(
      [...api].sort(),
    )
  }
  expect(problems).toEqual([])
})
