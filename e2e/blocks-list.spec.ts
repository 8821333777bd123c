import type { Page } from '@playwright/test'
import { expect, type Network, networkPath, type Simnet, test } from './fixtures'

interface ListedBlock {
  id: string
  height: number
  tx_count: number
  extras?: { reward: number; pool: { name: string; slug: string } }
}

const rows = (page: Page) => page.getByTestId('blocks-row')

const heightsOn = (page: Page) =>
  rows(page).evaluateAll((list) => list.map((row) => Number(row.getAttribute('data-height'))))

/** Waits until simnet mines nothing of its own for a moment, so a block under test stays on top. */
async function settle(page: Page, simnet: Simnet, network: Network) {
  await expect
    .poll(
      async () => {
        const before = await simnet.tipHeight(network)
        await page.waitForTimeout(1500)
        return (await simnet.tipHeight(network)) === before
      },
      { timeout: 45_000, intervals: [0] },
    )
    .toBe(true)
}

test('page 1 shows the newest blocks with the figures simnet serves, and pages back', async ({
  page,
  simnet,
  problems,
}) => {
  await page.goto('/blocks')
  await expect(page.getByRole('heading', { level: 1, name: 'Blocks' })).toBeVisible()
  await expect(rows(page)).toHaveCount(15)
  const heights = await heightsOn(page)
  expect(heights).toEqual(heights.map((_, i) => (heights[0] ?? 0) - i))

  const height = heights[3] ?? 0
  const [block] = await simnet.api<ListedBlock[]>('main', `/v1/blocks/${height}`)
  if (!block?.extras) throw new Error(`simnet sent no block with extras at ${height}`)
  const row = page.locator(`[data-testid="blocks-row"][data-height="${height}"]`)
  const cells = row.locator('td')
  await expect(row.getByRole('link', { name: String(height) })).toHaveAttribute(
    'href',
    `/block/${block.id}`,
  )
  await expect(row.getByRole('link', { name: block.extras.pool.name })).toHaveAttribute(
    'href',
    `/mining/pool/${block.extras.pool.slug}`,
  )
  await expect(cells.nth(3)).toHaveText(block.tx_count.toLocaleString('en-US'))
  await expect(cells.nth(8)).toHaveText(`${(block.extras.reward / 1e8).toFixed(8)} BTC`)

  const pager = page.getByTestId('blocks-pager').first()
  await pager.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/blocks\/2$/)
  await expect(rows(page)).toHaveCount(15)
  const second = await heightsOn(page)
  expect(second[0]).toBeLessThanOrEqual((heights[0] ?? 0) - 14)
  expect(second).toEqual(second.map((_, i) => (second[0] ?? 0) - i))
  await expect(
    page.getByTestId('blocks-pager').first().getByRole('link', { name: 'Previous' }),
  ).toHaveAttribute('href', '/blocks/1')
  expect(problems).toEqual([])
})

test('a mined block appears on top of page 1 without a reload, and a reorg replaces it', async ({
  page,
  simnet,
}) => {
  test.setTimeout(90_000)
  await page.goto('/blocks/1')
  await expect(rows(page)).toHaveCount(15)
  await page.evaluate(() => Object.assign(window, { outpointNoReload: true }))
  await settle(page, simnet, 'main')

  const [mined] = await simnet.mine('main', 1)
  if (!mined) throw new Error('simnet mined no block')
  const top = rows(page).first()
  await expect(top).toHaveAttribute('data-height', String(mined.height))
  await expect(top.getByRole('link', { name: String(mined.height) })).toHaveAttribute(
    'href',
    `/block/${mined.hash}`,
  )
  await expect(rows(page)).toHaveCount(15)

  // The reorg takes the block away: its height now links the block that replaced it.
  const depth = (await simnet.tipHeight('main')) - mined.height + 1
  const { disconnected } = await simnet.reorg(depth)
  expect(disconnected.map((b) => b.hash)).toContain(mined.hash)
  const at = page.locator(`[data-testid="blocks-row"][data-height="${mined.height}"]`)
  await expect(at.getByRole('link', { name: String(mined.height) })).not.toHaveAttribute(
    'href',
    `/block/${mined.hash}`,
  )
  const canonical = await simnet.apiText('main', `/block-height/${mined.height}`)
  await expect(at.getByRole('link', { name: String(mined.height) })).toHaveAttribute(
    'href',
    `/block/${canonical}`,
  )
  const heights = await heightsOn(page)
  expect(new Set(heights).size).toBe(heights.length)
  expect(await page.evaluate(() => 'outpointNoReload' in window)).toBe(true)

  // The block it took away is a stale tip now, linked to its (stale) block page.
  await page.goto('/blocks/stale')
  const stale = page.locator(`[data-testid="stale-row"][data-hash="${mined.hash}"]`)
  await expect(stale).toBeVisible()
  await expect(stale.locator('td').nth(0)).toHaveText(String(mined.height))
  await stale.getByRole('link', { name: mined.hash }).click()
  await expect(page.getByTestId('block-stale')).toBeVisible()
})

test('the stale tips page lists what the service sends, newest first', async ({ page, simnet }) => {
  const tips = await simnet.api<{ height: number; hash: string; status: string }[]>(
    'main',
    '/v1/chain-tips',
  )
  const expected = tips
    .filter((tip) => tip.status !== 'active')
    .sort((a, b) => b.height - a.height)
    .map((tip) => tip.hash)
  await page.goto('/blocks/stale')
  await expect(page.getByRole('heading', { level: 1, name: 'Stale blocks' })).toBeVisible()
  if (expected.length === 0) {
    await expect(page.getByTestId('stale-none')).toBeVisible()
  } else {
    await expect(page.getByTestId('stale-row')).toHaveCount(expected.length)
    const hashes = await page
      .getByTestId('stale-row')
      .evaluateAll((list) => list.map((row) => row.getAttribute('data-hash')))
    expect(hashes).toEqual(expected)
  }
})

test('new mempool transactions appear on /txs without a reload', async ({ page, simnet }) => {
  await page.goto('/txs')
  await expect(page.getByRole('heading', { level: 1, name: 'Recent transactions' })).toBeVisible()
  await expect(page.getByTestId('recent-tx-row').first()).toBeVisible()
  const first = await page
    .getByTestId('recent-tx-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-txid') ?? ''))
  await page.evaluate(() => Object.assign(window, { outpointNoReload: true }))
  // Like mempool's, the feed sends the newest 6 arrivals per update, so a given payment among simnet's
  // ~30 a second may never be one of them: the check is that arrivals the page did not load come in.
  let arrived = ''
  await expect
    .poll(
      async () => {
        const now = await page
          .getByTestId('recent-tx-row')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-txid') ?? ''))
        arrived = now.find((txid) => !first.includes(txid)) ?? ''
        return arrived
      },
      { timeout: 45_000 },
    )
    .toMatch(/^[0-9a-f]{64}$/)
  // A real transaction of simnet's, not a figment of the page.
  const tx = await simnet.api<{ txid: string }>('main', `/tx/${arrived}`)
  expect(tx.txid).toBe(arrived)
  expect(await page.evaluate(() => 'outpointNoReload' in window)).toBe(true)
})

test('a page past the first block, and a page that is not a number, say so', async ({ page }) => {
  await page.goto('/blocks/999999')
  await expect(page.getByTestId('blocks-no-page')).toContainText(
    "Page 999999 is past the chain's first block",
  )
  await page.getByRole('link', { name: 'Go to the newest blocks' }).click()
  await expect(rows(page)).toHaveCount(15)

  await page.goto('/blocks/two')
  await expect(page.getByTestId('blocks-bad-page')).toContainText('"two" is not a page number')
})

test('a service without chain tips is named as such', async ({ page }) => {
  await page.route('**/api/v1/chain-tips', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  )
  await page.goto('/blocks/stale')
  await expect(page.getByTestId('stale-unavailable')).toContainText(
    'This data service does not provide chain tips',
  )
})

test('a failing service gets a reason and Retry, and Retry recovers', async ({ page, simnet }) => {
  await simnet.faults({ errorRate: 1, errorStatus: 503 })
  await page.goto('/blocks')
  const error = page.getByTestId('blocks-error')
  await expect(error).toContainText('Could not load the blocks: The data service is unavailable')
  await simnet.clearFaults()
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(rows(page)).toHaveCount(15)
})

test('testnet pages keep their prefix', async ({ page }) => {
  await page.goto(networkPath('testnet', '/blocks/2'))
  await expect(rows(page)).toHaveCount(15)
  const first = rows(page).first()
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/testnet\/block\//)
  await expect(
    page.getByTestId('blocks-pager').first().getByRole('link', { name: 'Previous' }),
  ).toHaveAttribute('href', '/testnet/blocks/1')
  await page.goto(networkPath('testnet', '/txs'))
  await expect(page.getByTestId('recent-tx-row').first()).toBeVisible()
})

test('Liquid lists blocks without mining columns, its arrivals, and has no stale tips page', async ({
  page,
  simnet,
}) => {
  const [tip] = await simnet.api<ListedBlock[]>('liquid', '/v1/blocks')
  await page.goto('/liquid/blocks')
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Pool' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Reward' })).toHaveCount(0)
  const first = Number(await rows(page).first().getAttribute('data-height'))
  expect(first).toBeGreaterThanOrEqual(tip?.height ?? 0)
  await expect(rows(page).first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/liquid\/block\/[0-9a-f]{64}$/,
  )
  await page.goto('/liquid/txs')
  await expect(page.getByTestId('recent-tx-row').first()).toBeVisible()
  await page.goto('/liquid/blocks/stale')
  await expect(page.getByText('Stale blocks pages do not exist on Liquid.')).toBeVisible()
})

test('fits a 390 px phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/blocks', '/txs', '/blocks/stale']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (path === '/blocks') await expect(rows(page)).toHaveCount(15)
    if (path === '/txs') await expect(page.getByTestId('recent-tx-row').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  }
})
