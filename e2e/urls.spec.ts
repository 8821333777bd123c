import { createHash } from 'node:crypto'
import { expect, networkPath, requestsTo, test } from './fixtures'
import { batchTxid, confirmedTxid } from './transaction-helpers'

/** The hrefs of every in-app link on the page (the skip link's `#content` is no path). */
const appLinks = (page: import('@playwright/test').Page) =>
  page.$$eval('a[href^="/"]', (links) => links.map((a) => a.getAttribute('href') ?? ''))

const outputRow = (page: import('@playwright/test').Page, index: number) =>
  page.locator(`[data-testid="tx-output"][data-index="${index}"]`)

test.describe("mempool.space's URLs", () => {
  test('#vout=N highlights, scrolls to and focuses that output, also when only the hash changes', async ({
    page,
    simnet,
    problems,
  }) => {
    const txid = await confirmedTxid(simnet, 'main')
    await page.goto(`/tx/${txid}#vout=1`)
    const row = outputRow(page, 1)
    await expect(row).toHaveAttribute('data-highlighted', 'true')
    await expect(row).toBeInViewport()
    await expect(row).toBeFocused()

    // Far down a 5,000-output transaction: the windowed list scrolls to it.
    const batch = await batchTxid(simnet)
    await page.goto(`/tx/${batch}#vout=4321`)
    await expect(outputRow(page, 4321)).toHaveAttribute('data-highlighted', 'true')
    await expect(outputRow(page, 4321)).toBeInViewport()
    await page.evaluate(() => Object.assign(window, { outpointNoReload: true }))
    await page.evaluate(() => {
      location.hash = '#vin=0'
    })
    const input = page.locator('[data-testid="tx-input"][data-index="0"]')
    await expect(input).toHaveAttribute('data-highlighted', 'true')
    await expect(input).toBeFocused()
    await expect(outputRow(page, 4321)).toHaveCount(0)
    await page.evaluate(() => {
      location.hash = '#vout=99999'
    })
    await expect(page.getByTestId('tx-bad-vout')).toHaveText(
      /^This transaction has 5,\d{3} outputs: there is no output 99999\.$/,
    )
    expect(await page.evaluate(() => 'outpointNoReload' in window)).toBe(true)
    expect(problems).toEqual([])
  })

  test('/ja/tx/<txid> is the transaction page, its links keep /ja, and a reload keeps it', async ({
    page,
    simnet,
    problems,
  }) => {
    const txid = await confirmedTxid(simnet, 'testnet')
    const main = await confirmedTxid(simnet, 'main')
    for (const path of [`/ja/tx/${main}`, `/ja/testnet/tx/${txid}`]) {
      await page.goto(path)
      await expect(page.getByTestId('tx-summary')).toBeVisible()
      const links = await appLinks(page)
      expect(links.length).toBeGreaterThan(5)
      expect(links.filter((href) => !href.startsWith('/ja/') && href !== '/ja')).toEqual([])
    }
    // Following a link (an input's previous output: its name is Japanese now) keeps the language; a
    // reload serves the app at the deep path.
    await page.getByTestId('tx-inputs').locator('a.tx-prev').first().click()
    await expect(page).toHaveURL(/\/ja\/testnet\/tx\/[0-9a-f]{64}:\d+$/)
    await page.reload()
    await expect(page.getByTestId('tx-summary')).toBeVisible()
    await page.goto(`/xx/tx/${txid}`)
    await expect(page.getByTestId('not-found')).toBeVisible()
    expect(problems).toEqual([])
  })

  test('a preview path opens the page it previews', async ({ page, simnet, problems }) => {
    const txid = await confirmedTxid(simnet, 'main')
    await page.goto(`/preview/tx/${txid}`)
    await expect(page).toHaveURL(new RegExp(`/tx/${txid}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(txid)
    const hash = await simnet.apiText('signet', '/blocks/tip/hash')
    await page.goto(`/preview/signet/block/${hash}`)
    await expect(page).toHaveURL(new RegExp(`/signet/block/${hash}$`))
    await expect(page.getByTestId('not-found')).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test("a public key's address page asks for its P2PK script by hash", async ({
    page,
    problems,
  }) => {
    // simnet's history holds no P2PK output (its builder makes none): the key's page is empty, and it is
    // asked for the right way.
    const key = `02${'79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'}`
    const scripthash = createHash('sha256')
      .update(Buffer.from(`21${key}ac`, 'hex'))
      .digest('hex')
    const byHash = requestsTo(page, `/api/scripthash/${scripthash}`)
    const byAddress = requestsTo(page, `/api/address/${key}`)
    await page.goto(`/address/${key}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public key')
    await expect(page.getByTestId('address-text')).toHaveText(key)
    await expect(page.getByTestId('address-type')).toHaveText('P2PK (raw public key)')
    await expect(page.getByTestId('address-loaded-count')).toHaveText('0 of 0 transactions loaded')
    expect(byHash.length).toBeGreaterThan(0)
    expect(byAddress).toEqual([])
    // The page's socket may meet another spec's fault on the shared simnet (reconnect.spec drops every
    // socket): a failed handshake the app retries is not this page's problem (seen on a clean run).
    expect(problems.filter((problem) => !problem.includes('WebSocket connection'))).toEqual([])
  })

  test('a path we do not have links the nearest page we have', async ({ page, problems }) => {
    await page.goto('/stratum/jobs')
    await expect(page.getByTestId('not-found')).toContainText('Nothing lives at /stratum/jobs')
    await page.getByTestId('not-found-nearest').click()
    await expect(page).toHaveURL(/\/mining$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mining' })).toBeVisible()

    // Under a prefix Outpoint is not translated into, the page is English and the link keeps the prefix.
    await page.goto('/ko/acceleration')
    await expect(page.getByTestId('not-found-note')).toContainText(
      "Accelerations are mempool.space's own paid service",
    )
    await expect(page.getByTestId('not-found-nearest')).toHaveAttribute('href', '/ko')
    expect(problems).toEqual([])
  })

  test('the served build answers the app for language, preview and deep paths', async ({
    page,
  }) => {
    for (const path of [
      '/ja/tx/ab',
      '/pt-BR/testnet/block/1',
      '/zh/',
      '/preview/lightning/node/02ab',
      networkPath('signet', '/preview/tx/ab'),
      '/lightning/nodes/rankings/liquidity/x/y',
      '/graphs/mining/pools',
    ]) {
      const answer = await page.request.get(path)
      expect(answer.status(), path).toBe(200)
      expect(answer.headers()['content-type'], path).toContain('text/html')
      expect(await answer.text(), path).toContain('id="root"')
    }
  })
})
