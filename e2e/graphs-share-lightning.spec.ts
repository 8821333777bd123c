import type { Page } from '@playwright/test'
import { downloadCsv } from './chart-helpers'
import { expect, requestsTo, test } from './fixtures'

// The share charts (mining pools, Lightning ISPs and countries) and the Lightning charts and maps of
// /graphs, against simnet: each figure checked against the service's own answer.

interface PoolsAnswer {
  pools: { name: string; slug: string; blockCount: number }[]
}
interface StatisticsRow {
  added: number
  channel_count: number
  clearnet_nodes: number
}
interface IspAnswer {
  ispRanking: [string, string, number, number, number][]
}
interface CountryRow {
  name: Record<string, string>
  iso: string
  count: number
}
interface WorldAnswer {
  nodes: unknown[]
}

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

/** The figures in the table view's first data row. */
async function firstRow(page: Page): Promise<string[]> {
  const row = page.getByTestId('graph-table').locator('tbody tr').first()
  await expect(row).toBeVisible()
  return row.locator('td').allTextContents()
}

/** Total blocks of the ranking the page shows, from the panel's live figure. */
async function shownBlocks(page: Page): Promise<number> {
  return digits(await page.getByTestId('pool-shares').locator('.db-live').textContent())
}

test.describe('pool ranking chart', () => {
  test('names the top pools with the service’s blocks, and tables and files them all', async ({
    page,
    simnet,
    problems,
  }) => {
    await page.goto('/graphs/mining/pools?range=1m')
    await expect(page).toHaveTitle(/^Pool ranking · Graphs/)
    const body = page.getByTestId('pool-shares-body')
    await expect(body).toHaveAttribute('data-range', '1m')
    const answer = await simnet.api<PoolsAnswer>('main', '/v1/mining/pools/1m')
    const ranked = answer.pools
      .filter((p) => p.blockCount > 0)
      .sort((a, b) => b.blockCount - a.blockCount || a.name.localeCompare(b.name))
    const top = ranked[0]
    if (!top) throw new Error('no pool mined last month')
    const row = body.getByTestId('share-row').first()
    await expect(row).toContainText(top.name)
    expect(digits(await row.locator('.gr-share-figures').textContent())).toBeGreaterThan(0)
    await expect(row).toContainText(`${top.blockCount.toLocaleString('en-US')} block`)
    await expect(row.getByRole('link')).toHaveAttribute('href', `/mining/pool/${top.slug}`)

    await page.getByRole('button', { name: 'Table' }).click()
    await expect(page).toHaveURL(/view=table/)
    await expect(page.getByTestId('graph-table').locator('tbody tr')).toHaveCount(ranked.length)
    const [rank, name, blocks] = await firstRow(page)
    expect([rank, name, digits(blocks ?? '')]).toEqual(['1', top.name, top.blockCount])

    const lines = (await downloadCsv(page)).lines
    expect(lines[0]).toBe('Rank,Pool,Blocks,Share (%),Empty blocks')
    expect(lines).toHaveLength(ranked.length + 1)
    expect(lines[1]?.split(',')[2]).toBe(String(top.blockCount))
    expect(problems).toEqual([])
  })

  test('opens the range in the URL, and the picker changes the URL and the request', async ({
    page,
  }) => {
    const asked = requestsTo(page, '/api/v1/mining/pools/')
    await page.goto('/graphs/mining/pools?range=nonsense')
    await expect(page.getByTestId('pool-shares-body')).toHaveAttribute('data-range', '1w')
    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '3M' }).click()
    await expect(page).toHaveURL(/[?&]range=3m\b/)
    await expect(page.getByTestId('pool-shares-body')).toHaveAttribute('data-range', '3m')
    expect(asked.some((url) => url.endsWith('/mining/pools/3m'))).toBe(true)
  })

  test('counts a newly mined block without a reload', async ({ page, simnet }) => {
    await page.goto('/graphs/mining/pools?range=24h')
    await expect(page.getByTestId('pool-shares-body')).toHaveAttribute('data-range', '24h')
    const before = await shownBlocks(page)
    await simnet.mine('main')
    await expect.poll(() => shownBlocks(page), { timeout: 20_000 }).toBeGreaterThan(before)
  })

  test('Liquid has no mining charts and says so without asking', async ({ page }) => {
    const asked = requestsTo(page, '/api/v1/mining/')
    await page.goto('/liquid/graphs/mining/pools')
    await expect(page.getByTestId('graph-not-here')).toContainText('No mining charts for Liquid')
    expect(asked).toEqual([])
  })

  test('a failing service is said in words, with Retry', async ({ page, simnet }) => {
    await page.goto('/graphs/mining/pools?range=6m')
    await expect(page.getByTestId('pool-shares-body')).toBeVisible()
    await simnet.faults({ errorRate: 1, errorStatus: 503 })
    try {
      await page.goto('/graphs/mining/pools?range=2y')
      await expect(page.getByTestId('pool-shares')).toContainText(
        'The pool ranking could not be loaded',
        { timeout: 20_000 },
      )
    } finally {
      await simnet.clearFaults()
    }
    await page.getByTestId('pool-shares').getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('pool-shares-body')).toHaveAttribute('data-range', '2y')
  })

  test('fits a phone, in the light theme too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/graphs/mining/pools?range=all')
    await expect(page.getByTestId('share-row').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('button', { name: 'Table' }).click()
    await expect(page.getByTestId('graph-table')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // Dark by default; the bars keep their colour on the light theme.
    await page.getByTestId('settings-button').click()
    await page.getByLabel('Theme', { exact: true }).selectOption('light')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Chart' }).click()
    const bar = page.getByTestId('share-row').first().locator('.gr-share-bar')
    await expect(bar).toBeVisible()
    expect((await bar.boundingBox())?.width).toBeGreaterThan(100)
  })
})

test.describe('Lightning charts', () => {
  test('nodes per network: the newest day’s clearnet nodes are the service’s', async ({
    page,
    simnet,
    problems,
  }) => {
    await page.goto('/graphs/lightning/nodes-networks')
    await expect(page).toHaveTitle(/^Lightning nodes per network · Graphs/)
    const body = page.getByTestId('ln-nodes-networks-body')
    await expect(body).toHaveAttribute('data-range', '1y')
    await expect(body.locator('canvas')).toBeVisible()
    const rows = await simnet.api<StatisticsRow[]>('main', '/v1/lightning/statistics/1y')
    const newest = rows.reduce((a, b) => (b.added > a.added ? b : a))
    await page.getByRole('button', { name: 'Table' }).click()
    const [, clearnet] = await firstRow(page)
    expect(digits(clearnet ?? '')).toBe(newest.clearnet_nodes)
    expect(problems).toEqual([])
  })

  test('capacity: the range from the URL and picker, channels in the CSV', async ({
    page,
    simnet,
  }) => {
    const asked = requestsTo(page, '/api/v1/lightning/statistics/')
    await page.goto('/graphs/lightning/capacity?range=3m')
    const body = page.getByTestId('ln-capacity-body')
    await expect(body).toHaveAttribute('data-range', '3m')
    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '1Y' }).click()
    await expect(page).toHaveURL(/[?&]range=1y\b/)
    await expect(body).toHaveAttribute('data-range', '1y')
    expect(asked.some((url) => url.endsWith('/statistics/1y'))).toBe(true)
    await expect(page.getByTestId('ln-capacity-readout')).toBeAttached()

    const rows = await simnet.api<StatisticsRow[]>('main', '/v1/lightning/statistics/1y')
    const newest = rows.reduce((a, b) => (b.added > a.added ? b : a))
    const lines = (await downloadCsv(page)).lines
    expect(lines[0]).toBe('Time,Capacity (BTC),Channels')
    expect(lines[1]?.split(',')[2]).toBe(String(newest.channel_count))
  })

  test('Testnet4 has no Lightning data and says so without asking', async ({ page }) => {
    const asked = requestsTo(page, '/api/v1/lightning/')
    await page.goto('/testnet4/graphs/lightning/capacity')
    await expect(page.getByTestId('graph-not-here')).toContainText(
      'No lightning charts for Testnet4',
    )
    expect(asked).toEqual([])
  })

  test('nodes per ISP now: the largest ISP by nodes, linked to its page', async ({
    page,
    simnet,
  }) => {
    await page.goto('/signet/graphs/lightning/nodes-per-isp')
    await expect(page.getByTestId('graph-now')).toContainText('Now')
    await expect(page.getByRole('group', { name: 'Range' })).toHaveCount(0)
    const { ispRanking } = await simnet.api<IspAnswer>('signet', '/v1/lightning/nodes/isp-ranking')
    const most = Math.max(...ispRanking.map((row) => row[4]))
    const row = page.getByTestId('isp-shares-body').getByTestId('share-row').first()
    await expect(row).toContainText(`${most.toLocaleString('en-US')} node`)
    // Ties share the first place: the link is one of theirs.
    const largest = ispRanking
      .filter((r) => r[4] === most)
      .map((r) => `/signet/lightning/nodes/isp/${encodeURIComponent(r[0])}`)
    expect(largest).toContain(await row.getByRole('link').getAttribute('href'))
    await page.getByRole('button', { name: 'Table' }).click()
    await expect(page.getByTestId('graph-table').locator('tbody tr')).toHaveCount(ispRanking.length)
  })

  test('nodes per country now: named in words, linked to its page', async ({ page, simnet }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/graphs/lightning/nodes-per-country')
    const countries = await simnet.api<CountryRow[]>('main', '/v1/lightning/nodes/countries')
    const most = Math.max(...countries.map((c) => c.count))
    const largest = countries.filter((c) => c.count === most)
    const row = page.getByTestId('country-shares-body').getByTestId('share-row').first()
    const link = row.getByRole('link')
    await expect(link).toBeVisible()
    const name = await link.textContent()
    const country = largest.find((c) => c.name.en === name)
    expect(country, `${name} is one of the largest countries`).toBeDefined()
    await expect(link).toHaveAttribute('href', `/lightning/nodes/country/${country?.iso}`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the nodes map draws the located nodes only; its table lists them', async ({
    page,
    simnet,
  }) => {
    const geo = requestsTo(page, '/channels-geo')
    await page.goto('/graphs/lightning/nodes-map')
    const world = await simnet.api<WorldAnswer>('main', '/v1/lightning/nodes/world')
    const map = page.getByTestId('lightning-map')
    await expect(map).toHaveAttribute('data-nodes', String(world.nodes.length))
    await expect(map).toHaveAttribute('data-channels', '0')
    expect(geo).toEqual([])
    await page.getByRole('button', { name: 'Table' }).click()
    await expect(page.getByTestId('graph-table').locator('tbody tr')).toHaveCount(
      Math.min(1000, world.nodes.length),
    )
  })

  test('the nodes and channels map draws channels too', async ({ page }) => {
    await page.goto('/graphs/lightning/nodes-channels-map')
    await expect(page.getByTestId('lightning-map')).toHaveAttribute('data-channels', /^[1-9]\d*$/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    )
  })
})
