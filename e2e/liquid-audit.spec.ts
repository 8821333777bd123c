import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// The Liquid peg audit against simnet's federation books: the figures on the pages are the service's,
// and the Bitcoin side of a peg is a real transaction of simnet's main chain.

interface Total {
  amount: string | null
  lastBlockUpdate: number
}
interface Peg {
  txid: string
  amount: number
  bitcoinaddress: string
  bitcointxid: string
  bitcoinindex: number
}

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

test("the audit shows the service's supply, reserves and federation outputs, and follows new blocks", async ({
  page,
  simnet,
}) => {
  await page.goto('/liquid/audit')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liquid peg audit')
  // Simnet's Liquid is live: compare until page and service read the same moment.
  await expect(async () => {
    const supply = await simnet.api<Total>('liquid', '/v1/liquid/pegs')
    const reserves = await simnet.api<Total>('liquid', '/v1/liquid/reserves')
    const within = { timeout: 2_000 }
    await expect(page.getByTestId('audit-supply').locator('[data-sats]')).toHaveAttribute(
      'data-sats',
      String(Number(supply.amount)),
      within,
    )
    await expect(page.getByTestId('audit-reserves').locator('[data-sats]')).toHaveAttribute(
      'data-sats',
      String(Number(reserves.amount)),
      within,
    )
  }).toPass({ timeout: 60_000 })
  await expect(page.getByTestId('audit-ratio')).toContainText('%')
  // The service audits a Bitcoin block once another is mined on it: one below main's tip, and synced.
  const status = await simnet.api<{ bitcoinBlocks: number; lastBlockAudit: number }>(
    'liquid',
    '/v1/liquid/reserves/status',
  )
  expect(status.lastBlockAudit).toBe(status.bitcoinBlocks - 1)
  await expect(page.getByTestId('audit-status')).toContainText(
    'Up to date: audited to Bitcoin block',
  )
  await expect(page.getByTestId('audit-status')).toContainText('the tip, waits for a confirmation')
  await expect(page.getByTestId('audit-chart').locator('canvas')).toBeVisible()
  const { utxo_count } = await simnet.api<{ utxo_count: number }>(
    'liquid',
    '/v1/liquid/reserves/utxos/total',
  )
  await expect(page.getByTestId('audit-utxo-count').locator('[data-count]')).toHaveAttribute(
    'data-count',
    String(utxo_count),
  )

  // A new Liquid block: the supply line names it.
  const [block] = await simnet.mine('liquid')
  if (!block) throw new Error('simnet mined no block')
  await expect(page.getByTestId('audit-supply')).toContainText(
    `at Liquid block ${block.height.toLocaleString('en-US')}`,
  )
})

test("a peg-in's Bitcoin deposit opens on main and pays the federation's address", async ({
  page,
  simnet,
}) => {
  const pegs = await simnet.api<Peg[]>('liquid', '/v1/liquid/pegs/list/0')
  const pegin = pegs.find((p) => p.amount > 0 && p.bitcointxid)
  if (!pegin) throw new Error('no peg-in on the first page of pegs')
  await page.goto('/liquid/audit/pegs')
  await expect(page).toHaveURL(/\/liquid\/audit\/pegs$/)
  const row = page.locator(`[data-testid="peg-row"][data-bitcoin-txid="${pegin.bitcointxid}"]`)
  await expect(row).toHaveAttribute('data-amount', String(pegin.amount))
  await row.getByTestId('peg-bitcoin-tx').click()
  await expect(page).toHaveURL(new RegExp(`^[^#]*/tx/${pegin.bitcointxid}$`))
  expect(new URL(page.url()).pathname).toBe(`/tx/${pegin.bitcointxid}`)
  // The deposit is main's transaction: its output pays the federation the amount pegged in.
  const tx = await simnet.api<{ vout: { scriptpubkey_address?: string; value: number }[] }>(
    'main',
    `/tx/${pegin.bitcointxid}`,
  )
  const output = tx.vout[pegin.bitcoinindex]
  expect(output?.scriptpubkey_address).toBe(pegin.bitcoinaddress)
  expect(output?.value).toBe(pegin.amount)
  await expect(page.getByText(pegin.bitcoinaddress).first()).toBeVisible()
})

test('pegs are paged as the service pages them, and bad pages say why', async ({
  page,
  simnet,
}) => {
  const { pegs_count } = await simnet.api<{ pegs_count: number }>('liquid', '/v1/liquid/pegs/count')
  const pages = Math.ceil(pegs_count / 15)
  expect(pages).toBeGreaterThan(1)
  const second = await simnet.api<Peg[]>('liquid', '/v1/liquid/pegs/list/15')
  await page.goto('/liquid/audit/pegs/2')
  await expect(page.getByTestId('pegs-page')).toHaveAttribute('data-page', '2')
  // New pegs shift the pages: the page's first row is one of the service's second page (or next to it).
  await expect(page.getByTestId('peg-row')).toHaveCount(15)
  const shown = await page.getByTestId('peg-row').first().getAttribute('data-txid')
  const near = await simnet.api<Peg[]>('liquid', '/v1/liquid/pegs/list/0')
  expect([...second, ...near].map((p) => p.txid)).toContain(shown)
  await page
    .getByTestId('pegs-pager')
    .first()
    .getByRole('link', { name: 'Page 1', exact: true })
    .click()
  await expect(page).toHaveURL(/\/liquid\/audit\/pegs\/1$/)

  await page.goto('/liquid/audit/pegs/abc')
  await expect(page.getByTestId('pegs-bad-page')).toContainText('"abc" is not a page number')
  await page.goto(`/liquid/audit/pegs/${pages + 50}`)
  await expect(page.getByTestId('pegs-no-page')).toContainText(
    `Page ${pages + 50} is past the last peg`,
  )
})

test("the federation's outputs and addresses match the service, marked and scrolling on a phone", async ({
  page,
  simnet,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { utxo_count } = await simnet.api<{ utxo_count: number }>(
    'liquid',
    '/v1/liquid/reserves/utxos/total',
  )
  const expired = await simnet.api<unknown[]>('liquid', '/v1/liquid/reserves/utxos/expired')
  await page.goto('/liquid/audit/wallet/utxos')
  await expect(page.getByTestId('utxo-row')).toHaveCount(utxo_count)
  await expect(page.getByTestId('utxo-row-expired')).toHaveCount(expired.length)
  await noSideways(page)
  const addresses = await simnet.api<{ bitcoinaddress: string }[]>(
    'liquid',
    '/v1/liquid/reserves/addresses',
  )
  await page.goto('/liquid/audit/wallet/addresses')
  await expect(page.getByTestId('address-row')).toHaveCount(addresses.length)
  await expect(page.getByTestId('address-row').first()).toContainText(
    addresses[0]?.bitcoinaddress ?? 'none',
  )
  await noSideways(page)
  await page.goto('/liquid/audit')
  await expect(page.getByTestId('audit-chart')).toBeVisible()
  await noSideways(page)
})

for (const theme of ['light', 'dark'] as const) {
  test(`the audit renders in the ${theme} theme`, async ({ page }) => {
    await page.goto('/liquid/audit')
    await page.getByTestId('settings-button').click()
    await page.getByLabel('Theme', { exact: true }).selectOption(theme)
    await page.keyboard.press('Escape')
    const canvas = page.getByTestId('audit-chart').locator('canvas')
    await expect(canvas).toBeVisible()
    // Something is drawn: the canvas is not one flat colour.
    await expect(async () => {
      const colours = await canvas.evaluate((element: HTMLCanvasElement) => {
        const data = element
          .getContext('2d')
          ?.getImageData(0, 0, element.width, element.height).data
        const seen = new Set<number>()
        for (let i = 0; data && i < data.length; i += 4 * 97) seen.add(data[i + 3] ?? 0)
        return seen.size
      })
      expect(colours).toBeGreaterThan(1)
    }).toPass()
    // The page's paint follows the theme.
    const paint = await page.evaluate(() => {
      const body = getComputedStyle(document.body).backgroundColor
      const clear = body === 'transparent' || /rgba\(.*,\s*0\)$/.test(body)
      return clear ? getComputedStyle(document.documentElement).backgroundColor : body
    })
    const [r = 0, g = 0, b = 0] = (paint.match(/\d+(\.\d+)?/g) ?? []).map(Number)
    const light = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 > 0.5
    expect(light, paint).toBe(theme === 'light')
  })
}

test('the Liquid dashboard has a peg card; Bitcoin networks point to Liquid', async ({ page }) => {
  await page.goto('/liquid')
  const card = page.getByTestId('dashboard-pegs')
  await expect(card).toBeVisible()
  await expect(card.getByTestId('dashboard-pegs-supply')).toContainText('L-BTC')
  await card.getByTestId('dashboard-pegs-audit').click()
  await expect(page).toHaveURL(/\/liquid\/audit$/)

  for (const [path, liquid] of [
    ['/audit', '/liquid/audit'],
    ['/testnet/audit', '/liquidtestnet/audit'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByTestId('no-audit')).toContainText('exists on Liquid only')
    await page.getByTestId('no-audit-liquid').click()
    await expect(page).toHaveURL(new RegExp(`${liquid}$`))
  }
})

test("`/` (Bitcoin's dashboard) does not load the audit's code", async ({ browser, baseURL }) => {
  // A fresh context: `/` opens the network chosen last, and this one has chosen none.
  const context = await browser.newContext(baseURL ? { baseURL } : {})
  const page = await context.newPage()
  const chunks: string[] = []
  page.on('request', (request) => chunks.push(request.url()))
  await page.goto('/')
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
  await expect(page.getByTestId('dashboard-pegs')).toHaveCount(0)
  expect(chunks.filter((url) => url.includes('AuditRoutes'))).toEqual([])
  await context.close()
})

test('a failing service gets the error note', async ({ page, simnet }) => {
  await simnet.faults({ errorRate: 1, errorStatus: 503 })
  await page.goto('/liquid/audit/pegs')
  await expect(page.getByTestId('pegs-error')).toContainText('Could not load the pegs')
  await page.goto('/liquid/audit')
  await expect(page.getByTestId('audit-supply-error')).toContainText(
    'L-BTC supply could not be loaded',
  )
})

test('a failing audit status says why the timelocks are unknown, and Retry recovers', async ({
  page,
}) => {
  const status = '**/v1/liquid/reserves/status'
  await page.route(status, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }))
  await page.goto('/liquid/audit/wallet/utxos')
  const note = page.getByTestId('utxos-status-error')
  await expect(note).toContainText('Could not load the last audited Bitcoin block')
  await expect(page.getByTestId('utxo-row').first()).toContainText('Unknown')
  await page.unroute(status)
  await note.getByRole('button', { name: 'Retry' }).click()
  await expect(note).toHaveCount(0)
  await expect(page.getByTestId('utxo-row').first()).not.toContainText('Unknown')

  await page.route(status, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }))
  await page.goto('/liquid/audit')
  const expiring = page.getByTestId('audit-expiring-error')
  await expect(expiring).toContainText('Expiring soon could not be loaded')
  await page.unroute(status)
  await expiring.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('audit-expiring').locator('[data-count]')).toBeVisible()
})
