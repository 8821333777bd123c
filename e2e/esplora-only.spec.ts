import type { Page } from '@playwright/test'
import { type EsploraOnlyRig, startEsploraOnlyRig } from '../scripts/rig.mjs'
import { expect, Simnet, test } from './fixtures'
import { shortId, watchNewPayment } from './watch-helpers'

// The app on a service with only the Esplora routes (blockstream.info, a bare electrs): a second simnet
// with --esplora-only (no /api/v1, no websocket) and a second served build pointed at it, started here
// so the main rig starts no slower.

let rig: EsploraOnlyRig
test.beforeAll(async () => {
  test.setTimeout(620_000)
  rig = await startEsploraOnlyRig()
})
test.afterAll(async () => {
  await rig?.stop()
})

const open = (page: Page, path: string) => page.goto(`${rig.appUrl}${path}`)

test('the dashboard says what is missing and shows what the Esplora routes give', async ({
  page,
  request,
}) => {
  const simnet = new Simnet(request, rig.simnetUrl)
  const tip = await simnet.tipHeight('main')
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  await open(page, '/')
  const notice = page.getByTestId('esplora-only-notice')
  await expect(notice).toHaveText(
    /^This service has only the Esplora routes: no \/api\/v1 \(mempool's fee levels.*\) and no live feed\./,
  )
  await expect(page.getByTestId('esplora-dashboard')).toBeVisible()
  await expect(page.locator(`[data-testid="esplora-block"][data-height="${tip}"]`)).toBeVisible()
  await expect(page.getByTestId('esplora-fees')).toHaveAttribute('data-status', 'ready')
  await expect(page.getByTestId('esplora-mempool')).toContainText(/\d+ transactions/)
  await expect(page.getByTestId('esplora-transactions').locator('tbody tr').first()).toBeVisible()
  await expect(page.getByTestId('connection-banner')).toHaveCount(0)

  // Remembered for the host: a reload goes straight to the polled dashboard and opens no socket.
  sockets.length = 0
  const v1: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) v1.push(r.url())
  })
  await page.reload()
  await expect(page.getByTestId('esplora-dashboard')).toBeVisible()
  await expect(page.locator(`[data-testid="esplora-block"][data-height="${tip}"]`)).toBeVisible()
  await page.waitForTimeout(2_000)
  expect(sockets).toEqual([])
  // The one confirming probe of the session, and nothing else of mempool's.
  expect(v1.map((url) => new URL(url).pathname)).toEqual(['/api/v1/fees/recommended'])
})

test('a new block appears by polling, without a reload', async ({ page, request }) => {
  test.setTimeout(120_000)
  const simnet = new Simnet(request, rig.simnetUrl)
  await open(page, '/')
  await expect(page.getByTestId('esplora-dashboard')).toBeVisible()
  await page.evaluate(() => Object.assign(window, { outpointNoReload: true }))
  const [block] = await simnet.mine('main')
  if (!block) throw new Error('simnet mined nothing')
  // The poll runs every 30 s.
  await expect(
    page.locator(`[data-testid="esplora-block"][data-height="${block.height}"]`),
  ).toBeVisible({ timeout: 45_000 })
  expect(await page.evaluate(() => 'outpointNoReload' in window)).toBe(true)
})

test("a block page shows Esplora's block, without mempool's overview and audit", async ({
  page,
  request,
}) => {
  const simnet = new Simnet(request, rig.simnetUrl)
  const height = (await simnet.tipHeight('main')) - 3
  const hash = await simnet.apiText('main', `/block-height/${height}`)
  await open(page, `/block/${hash}`)
  await expect(page.getByTestId('block-page')).toHaveAttribute('data-hash', hash)
  await expect(page.getByTestId('block-hash')).toContainText(hash)
  await expect(page.getByRole('region', { name: 'Block overview' })).toHaveCount(0)
  await expect(page.getByTestId('esplora-only-notice')).toBeVisible()
})

test('a transaction is followed by polling until it confirms; its address page follows a new payment', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000)
  const simnet = new Simnet(request, rig.simnetUrl)
  const txid = await simnet.tx('main', { feeRate: 50 })
  const tx = await simnet.api<{ vout: { scriptpubkey_address?: string }[] }>('main', `/tx/${txid}`)
  const address = tx.vout.find((o) => o.scriptpubkey_address)?.scriptpubkey_address
  if (!address) throw new Error('the payment has no address output')

  await open(page, '/')
  await expect(page.getByTestId('esplora-dashboard')).toBeVisible()
  const input = page.getByTestId('search-input')
  await input.fill(txid)
  await input.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/tx/${txid}$`))
  await expect(page.getByTestId('tx-page')).toBeVisible()
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-confirmed', 'false')

  await simnet.mine('main')
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-confirmed', 'true', {
    timeout: 45_000,
  })

  await open(page, `/address/${address}`)
  await expect(page.getByTestId('address-page')).toBeVisible()
  await expect(page.getByTestId('address-text')).toHaveText(address)
  await expect(page.getByText(txid).first()).toBeVisible()
  // A payment to it arrives by polling too, without a reload.
  const next = await simnet.tx('main', { address, amount: 12_345 })
  await expect(page.getByText(next).first()).toBeVisible({ timeout: 45_000 })
})

test('the watch-list follows its watches by polling: a transaction confirms, an address receives', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const simnet = new Simnet(request, rig.simnetUrl)
  const { txid, item } = await watchNewPayment(page, simnet, (path) => open(page, path), 50)
  const tx = await simnet.api<{ vout: { scriptpubkey_address?: string }[] }>('main', `/tx/${txid}`)
  const address = tx.vout.find((o) => o.scriptpubkey_address)?.scriptpubkey_address
  if (!address) throw new Error('the payment has no address output')
  await open(page, `/address/${address}`)
  await page.getByRole('button', { name: 'Watch this address' }).click()
  await page.getByTestId('watch-link').click()
  await expect(page.getByTestId('watch-item').filter({ hasText: address })).toBeVisible()
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  // A watch on another network of the same service, one no page has asked about: the runner asks the
  // service what it is before it follows it, and polls it too (no socket).
  const signet = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
  await page.getByTestId('watch-import').setInputFiles({
    name: 'watch.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        version: 1,
        watches: [{ type: 'address', network: 'signet', id: signet, added: 1 }],
      }),
    ),
  })
  await expect(page.getByTestId('watch-group-signet')).toContainText(signet)

  // Notifications are off: the notices go to the page's list, found by the next poll (every 30 s).
  await simnet.mine('main')
  await expect(item.getByTestId('watch-state')).toHaveText('Confirmed', { timeout: 45_000 })
  const notices = page.getByTestId('watch-notice')
  await expect(notices.filter({ hasText: 'Transaction confirmed' })).toContainText(
    `Transaction ${shortId(txid)} on Bitcoin is confirmed in a block.`,
    { timeout: 45_000 },
  )
  await simnet.tx('main', { address, amount: 12_345 })
  await expect(notices.filter({ hasText: 'Payment received' })).toContainText(
    `${shortId(address)} on Bitcoin received 0.00012345 BTC.`,
    { timeout: 45_000 },
  )
  expect(sockets).toEqual([])
})

test("the blocks list shows Esplora's blocks, 10 a page, and its page 2", async ({
  page,
  request,
}) => {
  const simnet = new Simnet(request, rig.simnetUrl)
  const tip = await simnet.tipHeight('main')
  const hash = await simnet.apiText('main', `/block-height/${tip}`)
  await open(page, '/blocks')
  const rows = page.getByTestId('blocks-row')
  await expect(rows).toHaveCount(10)
  await expect(page.getByTestId('needs-mempool-api')).toHaveCount(0)
  const newest = page.locator(`[data-testid="blocks-row"][data-height="${tip}"]`)
  await expect(newest.getByRole('link', { name: String(tip), exact: true })).toHaveAttribute(
    'href',
    `/block/${hash}`,
  )
  // Esplora's columns only: height, time, transactions, size, weight; no pool, fees or reward.
  await expect(newest.getByRole('cell')).toHaveCount(5)
  await expect(page.getByRole('columnheader', { name: 'Pool' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Reward' })).toHaveCount(0)
  const heights = async () =>
    (await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-height')))).map(Number)
  const first = await heights()
  expect(first).toEqual(Array.from({ length: 10 }, (_, i) => (first[0] ?? 0) - i))

  await page.getByTestId('blocks-pager').first().getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/blocks\/2$/)
  await expect(page.getByTestId('blocks-page')).toHaveAttribute('data-page', '2')
  const below = (first[0] ?? 0) - 10
  await expect(rows.first()).toHaveAttribute('data-height', String(below))
  await expect(rows).toHaveCount(10)
  const older = await simnet.apiText('main', `/block-height/${below}`)
  await expect(rows.first().getByRole('link').first()).toHaveAttribute('href', `/block/${older}`)
})

test('pages that need /api/v1 say so instead of failing', async ({ page }) => {
  for (const path of ['/mining', '/lightning', '/graphs/mempool']) {
    await open(page, path)
    const notice = page.getByTestId('needs-mempool-api')
    await expect(notice, path).toContainText(
      "needs mempool's own routes (/api/v1), which this data service does not have",
    )
  }
})
