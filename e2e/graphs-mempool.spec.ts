import type { Locator, Page } from '@playwright/test'
import { downloadCsv } from './chart-helpers'
import { expect, requestsTo, test } from './fixtures'

interface StatisticRow {
  added: number
  vbytes_per_second: number
  vsizes: number[]
}
interface PriceHistory {
  prices: ({ time: number; USD: number } & Record<string, number>)[]
}

/** A canvas with anything drawn on it. */
async function drawn(canvas: Locator): Promise<boolean> {
  return canvas.evaluate((node) => {
    const element = node as HTMLCanvasElement
    const ctx = element.getContext('2d')
    if (!ctx || element.width === 0) return false
    return ctx.getImageData(0, 0, element.width, element.height).data.some((v) => v !== 0)
  })
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('/graphs frame', () => {
  test('/graphs opens /graphs/mempool at 2h, as mempool.space does', async ({ page }) => {
    await page.goto('/graphs')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/graphs/mempool')
    await expect(page).toHaveTitle(/Mempool · Graphs/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mempool' })).toBeVisible()
    await expect(page.getByTestId('graph-mempool-body')).toHaveAttribute('data-range', '2h')
  })

  test('the menu lists only the charts of the network', async ({ page }) => {
    await page.goto('/graphs/mempool')
    const menu = page.getByRole('navigation', { name: 'Charts' })
    await expect(menu.getByRole('link', { name: 'BTC price' })).toHaveAttribute(
      'href',
      '/graphs/price',
    )
    await page.goto('/liquid/graphs')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/liquid/graphs/mempool')
    await expect(menu.getByRole('link', { name: 'Mempool' })).toHaveAttribute(
      'href',
      '/liquid/graphs/mempool',
    )
    await expect(menu.getByText('Price', { exact: true })).toHaveCount(0)
    await expect(menu.getByText('Mining', { exact: true })).toHaveCount(0)
    await expect(menu.getByText('Lightning', { exact: true })).toHaveCount(0)
    await expect(menu.getByRole('link')).toHaveCount(1)
  })

  test('/liquid/graphs/price says prices are Bitcoin’s only, asking nothing', async ({ page }) => {
    const asked = requestsTo(page, 'historical-price')
    await page.goto('/liquid/graphs/price')
    const notice = page.getByTestId('graph-not-here')
    await expect(notice).toContainText('No price charts for Liquid')
    await expect(notice.getByRole('link', { name: 'BTC price on Bitcoin' })).toHaveAttribute(
      'href',
      '/graphs/price',
    )
    expect(asked).toEqual([])
  })

  test('an unknown chart is a not-found linking /graphs', async ({ page }) => {
    await page.goto('/graphs/nope')
    await expect(page.getByTestId('not-found')).toContainText('No such chart.')
    await expect(page.getByTestId('not-found-nearest')).toHaveAttribute('href', '/graphs')
  })
})

test.describe('/graphs/mempool', () => {
  test('the fee bands and the incoming rate are the service’s rows (CSV and readout)', async ({
    page,
    simnet,
  }) => {
    await page.goto('/graphs/mempool?range=1w')
    await expect(page.getByTestId('graph-mempool-body')).toHaveAttribute('data-range', '1w')
    await expect(page.getByTestId('graph-incoming-body')).toHaveAttribute('data-range', '1w')
    const rows = await simnet.api<StatisticRow[]>('main', '/v1/statistics/1w')
    // A row two days old: the service's figures for it no longer move with the mempool now.
    const old = rows.find((row) => row.added <= (rows[0]?.added ?? 0) - 2 * 86_400)
    if (!old) throw new Error('no statistics row two days old')

    const bands = await downloadCsv(page, 'graph-mempool')
    expect(bands.name).toBe('mempool-1w.csv')
    expect(bands.rows[0]?.[0]).toBe('Time')
    expect(bands.rows[0]).toContain('1-2')
    const line = bands.rows.find((cells) => cells[0] === iso(old.added))
    if (!line) throw new Error(`no CSV row at ${iso(old.added)}`)
    const total = line.slice(1).reduce((sum, cell) => sum + Number(cell || 0), 0)
    const expected = old.vsizes.reduce((sum, v) => sum + v, 0)
    expect(Math.abs(total - expected)).toBeLessThanOrEqual(expected * 0.001 + 1)

    const incoming = await downloadCsv(page, 'graph-incoming')
    expect(incoming.rows[0]).toEqual(['Time', 'vB/s'])
    const rate = incoming.rows.find((cells) => cells[0] === iso(old.added))
    expect(Number(rate?.[1])).toBeCloseTo(old.vbytes_per_second, 3)

    // The keyboard readout: the total and each band, dearest first.
    const slider = page.getByTestId('graph-mempool-body').getByRole('slider')
    await slider.focus()
    await page.keyboard.press('End')
    await expect(page.getByTestId('graph-mempool-readout')).toContainText(
      /Total [\d.,]+ [kM]?vB · .*\(sat\/vB\)/,
    )
    await page.getByTestId('graph-incoming-body').getByRole('slider').focus()
    await page.keyboard.press('Home')
    await expect(page.getByTestId('graph-incoming-readout')).toContainText(/[\d,]+ vB\/s/)
  })

  test('the range is in the URL; a click on the picker changes it and the request', async ({
    page,
  }) => {
    const asked = requestsTo(page, '/api/v1/statistics/')
    await page.goto('/graphs/mempool?range=3m')
    await expect(page.getByTestId('graph-mempool-body')).toHaveAttribute('data-range', '3m')
    await page.getByRole('button', { name: '1Y', exact: true }).click()
    await expect(page.getByTestId('graph-mempool-body')).toHaveAttribute('data-range', '1y')
    expect(new URL(page.url()).searchParams.get('range')).toBe('1y')
    expect(asked.map((url) => new URL(url).pathname)).toEqual([
      '/api/v1/statistics/3m',
      '/api/v1/statistics/1y',
    ])
    await page.goto('/graphs/mempool?range=5y')
    await expect(page.getByTestId('graph-mempool-body')).toHaveAttribute('data-range', '2h')
  })

  test('live at 2h: a new statistics row arrives over the websocket, without a reload', async ({
    page,
  }) => {
    // simnet pushes a live-2h-chart row a minute.
    test.setTimeout(150_000)
    const asked = requestsTo(page, '/api/v1/statistics/')
    await page.goto('/graphs/mempool?range=2h&view=table')
    const table = page.getByTestId('graph-table').last()
    const newest = table.getByRole('row').nth(1).getByRole('cell').first()
    await expect(newest).not.toBeEmpty()
    const before = await newest.textContent()
    const count = await table.getByRole('row').count()
    await page.evaluate(() => {
      ;(window as unknown as { outpointNoReload: boolean }).outpointNoReload = true
    })
    await expect(newest).not.toHaveText(before ?? '', { timeout: 100_000 })
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(count)
    expect(asked).toHaveLength(1)
    expect(await page.evaluate(() => 'outpointNoReload' in window)).toBe(true)
  })

  test('a service without the statistics route says so, with Retry', async ({ page }) => {
    await page.route('**/api/v1/statistics/**', (route) =>
      route.fulfill({ status: 404, body: 'endpoint does not exist' }),
    )
    await page.goto('/graphs/mempool')
    await expect(page.getByTestId('graph-mempool')).toContainText(
      'The mempool history could not be loaded',
    )
    await expect(
      page.getByTestId('graph-mempool').getByRole('button', { name: 'Retry' }),
    ).toBeVisible()
    await page.unroute('**/api/v1/statistics/**')
    await page.getByTestId('graph-mempool').getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('graph-mempool-body')).toHaveAttribute('data-range', '2h')
  })

  test('on Liquid the charts draw the Liquid service’s rows', async ({ page, simnet }) => {
    const asked = requestsTo(page, '/api/v1/statistics/')
    await page.goto('/liquid/graphs/mempool?range=1m&view=table')
    await expect(page.getByTestId('graph-table').first()).toBeVisible()
    const rows = await simnet.api<StatisticRow[]>('liquid', '/v1/statistics/1m')
    await expect(page.getByTestId('graph-table').last().getByRole('row')).toHaveCount(
      Math.min(rows.length, 1000) + 1,
    )
    expect(asked.every((url) => new URL(url).pathname.startsWith('/liquid/api/'))).toBe(true)
    // mempool bands Liquid's rates times ten: its 0.1 sat/vB floor (vsize_1) is headed 0.1-0.2, not 1-2.
    await expect(page.getByTestId('graph-table').first().getByRole('columnheader')).toHaveText([
      'Time',
      '0.1-0.2',
    ])
  })

  test('fits a 390 px phone, and draws on the dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/graphs/mempool')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect
      .poll(() => drawn(page.getByTestId('graph-mempool-body').locator('canvas')))
      .toBe(true)
    await expect
      .poll(() => drawn(page.getByTestId('graph-incoming-body').locator('canvas')))
      .toBe(true)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await page.getByRole('button', { name: 'Table' }).first().click()
    await expect(page.getByTestId('graph-table').first()).toBeVisible()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
  })
})

test.describe('/graphs/price', () => {
  test('the table and the CSV are the service’s rows in the picked currency', async ({
    page,
    simnet,
  }) => {
    await page.goto('/graphs/price?range=all&view=table&currency=EUR')
    const history = await simnet.api<PriceHistory>('main', '/v1/historical-price?currency=EUR')
    const newest = history.prices[0]
    if (!newest) throw new Error('no price rows')
    const first = page.getByTestId('graph-table').getByRole('row').nth(1)
    await expect(first.getByRole('cell').nth(1)).toHaveText(
      (newest.EUR ?? 0).toLocaleString('en-US'),
    )
    await expect(page.getByRole('columnheader', { name: 'BTC in EUR' })).toBeVisible()
    // The history moves: not one price over and over.
    const prices = new Set(history.prices.map((row) => row.EUR))
    expect(prices.size).toBeGreaterThan(10)

    const csv = await downloadCsv(page, 'graph-price')
    expect(csv.name).toBe('btc-price-eur-all.csv')
    expect(csv.rows[0]).toEqual(['Time', 'BTC in EUR'])
    expect(csv.rows.length - 1).toBe(new Set(history.prices.map((row) => row.time)).size)
    const old = history.prices[history.prices.length - 1]
    expect(csv.rows.at(-1)).toEqual([iso(old?.time ?? 0), String(old?.EUR)])
  })

  test('range and currency are in the URL; the picker and the menu change them', async ({
    page,
  }) => {
    const asked = requestsTo(page, '/api/v1/historical-price')
    await page.goto('/graphs/price?range=1m')
    await expect(page.getByTestId('graph-price-body')).toHaveAttribute('data-range', '1m')
    await page.getByRole('button', { name: '1W', exact: true }).click()
    await expect(page.getByTestId('graph-price-body')).toHaveAttribute('data-range', '1w')
    expect(new URL(page.url()).searchParams.get('range')).toBe('1w')
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('JPY')
    await expect.poll(() => new URL(page.url()).searchParams.get('currency')).toBe('JPY')
    await expect(page.getByTestId('graph-price').getByText('BTC in JPY')).toBeVisible()
    await page.getByTestId('graph-price-body').getByRole('slider').focus()
    await page.keyboard.press('End')
    await expect(page.getByTestId('graph-price-readout')).toContainText(/1 BTC = [\d,]+ JPY/)
    expect(asked.map((url) => new URL(url).search)).toEqual(['?currency=USD', '?currency=JPY'])
  })

  test('on testnet the price chart is not there, asking nothing', async ({ page }) => {
    const asked = requestsTo(page, 'historical-price')
    await page.goto('/testnet/graphs/price')
    await expect(page.getByTestId('graph-not-here')).toContainText('No price charts for Testnet3')
    expect(asked).toEqual([])
  })

  test('a service without the price history says so', async ({ page }) => {
    await page.route('**/api/v1/historical-price**', (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    )
    await page.goto('/graphs/price')
    await expect(page.getByTestId('graph-price')).toContainText(
      'The price history could not be loaded',
    )
  })

  test('fits a 390 px phone and draws on the dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/graphs/price')
    await expect
      .poll(() => drawn(page.getByTestId('graph-price-body').locator('canvas')))
      .toBe(true)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
  })
})
