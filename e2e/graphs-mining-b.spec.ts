import { chartDrawn, downloadCsv, mineWithinClock } from './chart-helpers'
import { expect, type Network, networkPath, type Simnet, test } from './fixtures'

// The block charts of /graphs/mining (fees, fees vs subsidy, rewards, fee rates) against simnet's own
// answers: the figures shown and downloaded are the service's, the range lives in the URL, a new block
// reaches the chart without a reload.

interface Group {
  avgHeight: number
  timestamp: number
}
type FeesRow = Group & { avgFees: number; USD: number }
type RewardsRow = Group & { avgRewards: number; USD: number }
type RatesRow = Group & Record<`avgFee_${0 | 10 | 25 | 50 | 75 | 90 | 100}`, number>

const btc = (sats: number) => (sats / 1e8).toFixed(8)
const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

/** A row of the service's answer from the middle of the range: it stays while new blocks arrive. */
function middle<T>(rows: readonly T[]): T {
  const row = rows[Math.floor(rows.length / 2)]
  if (!row) throw new Error('the service sent no rows')
  return row
}

function csvRow(csv: string[][], time: number): string[] {
  const row = csv.find((cells) => cells[0] === iso(time))
  if (!row) throw new Error(`no CSV row at ${iso(time)}`)
  return row
}

async function history<T>(simnet: Simnet, network: Network, route: string): Promise<T[]> {
  return simnet.api<T[]>(network, `/v1/mining/blocks/${route}`)
}

test('block fees: a week by default, the latest figure and a CSV row are the service’s', async ({
  page,
  simnet,
  problems,
}) => {
  await page.goto('/graphs/mining/block-fees?range=forever')
  await expect(page).toHaveTitle(/Block fees · Graphs/)
  const body = page.getByTestId('block-fees-body')
  await expect(body).toHaveAttribute('data-range', '1w')
  await expect.poll(() => chartDrawn(page, 'block-fees')).toBe(true)
  // The readout shows the newest point; a block landing meanwhile moves both, so compare until equal.
  await expect
    .poll(async () => {
      const latest = (await history<FeesRow>(simnet, 'main', 'fees/1w')).at(-1)
      const text = await page.getByTestId('block-fees-readout').textContent()
      return latest !== undefined && text?.includes(`Fees ${btc(latest.avgFees)} BTC ($`)
    })
    .toBe(true)

  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/mining/blocks/fees/24h'))
  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '24H' }).click()
  await request
  await expect(page).toHaveURL(/[?&]range=24h\b/)
  await expect(body).toHaveAttribute('data-range', '24h')

  const rows = await history<FeesRow>(simnet, 'main', 'fees/24h')
  const row = middle(rows)
  const csv = (await downloadCsv(page, 'block-fees')).rows
  expect(csv[0]).toEqual(['Time', 'Fees (BTC)', 'Fees (USD)'])
  const cells = csvRow(csv, row.timestamp)
  expect(Number(cells[1])).toBeCloseTo(row.avgFees / 1e8, 8)
  expect(Number(cells[2])).toBeCloseTo((row.avgFees / 1e8) * row.USD, 4)

  await page.getByRole('button', { name: 'Table' }).click()
  await expect(page).toHaveURL(/[?&]view=table\b/)
  const table = page.getByTestId('graph-table')
  await expect(table.getByRole('columnheader', { name: 'Fees (BTC)' })).toBeVisible()
  await expect(table.locator('tbody tr')).not.toHaveCount(0)
  expect(problems).toEqual([])
})

test('fees vs subsidy: the subsidy of the height under the fees, and the fees’ share', async ({
  page,
  simnet,
  problems,
}) => {
  await page.goto('/graphs/mining/block-fees-subsidy?range=3d')
  await expect(page.getByTestId('block-fees-subsidy-body')).toHaveAttribute('data-range', '3d')
  await expect.poll(() => chartDrawn(page, 'block-fees-subsidy')).toBe(true)
  await expect(page.getByTestId('block-fees-subsidy-readout')).toContainText(
    /Subsidy 3\.12500000 BTC · Fees \d+\.\d{8} BTC · fees [\d.]+% of/,
  )
  const row = middle(await history<FeesRow>(simnet, 'main', 'fees/3d'))
  const csv = (await downloadCsv(page, 'block-fees-subsidy')).rows
  expect(csv[0]).toEqual(['Time', 'Subsidy (BTC)', 'Fees (BTC)'])
  const cells = csvRow(csv, row.timestamp)
  // Simnet's main chain is past the fourth halving (840,000) and short of the fifth.
  expect(Number(cells[1])).toBe(3.125)
  expect(Number(cells[2])).toBeCloseTo(row.avgFees / 1e8, 8)

  await page
    .getByRole('group', { name: 'Show the reward' })
    .getByRole('button', { name: '%' })
    .click()
  await expect(page).toHaveURL(/[?&]show=share\b/)
  const shares = (await downloadCsv(page, 'block-fees-subsidy')).rows
  expect(shares[0]).toEqual(['Time', 'Subsidy (%)', 'Fees (%)'])
  const share = csvRow(shares, row.timestamp)
  expect(Number(share[2])).toBeCloseTo((row.avgFees / (row.avgFees + 312_500_000)) * 100, 6)
  expect(Number(share[1]) + Number(share[2])).toBeCloseTo(100, 6)
  expect(problems).toEqual([])
})

test('block rewards: subsidy plus fees per block, as the service counts them', async ({
  page,
  simnet,
  problems,
}) => {
  await page.goto('/graphs/mining/block-rewards?range=24h')
  await expect(page.getByTestId('block-rewards-body')).toHaveAttribute('data-range', '24h')
  await expect.poll(() => chartDrawn(page, 'block-rewards')).toBe(true)
  const rewards = await history<RewardsRow>(simnet, 'main', 'rewards/24h')
  const fees = await history<FeesRow>(simnet, 'main', 'fees/24h')
  const row = middle(rewards)
  // Over 24h each point is one block: its reward is the subsidy plus that block's fees.
  const sameBlock = fees.find((f) => f.avgHeight === row.avgHeight)
  expect(row.avgRewards - (sameBlock?.avgFees ?? Number.NaN)).toBe(312_500_000)
  const cells = csvRow((await downloadCsv(page, 'block-rewards')).rows, row.timestamp)
  expect(Number(cells[1])).toBeCloseTo(row.avgRewards / 1e8, 8)
  await expect(page.getByTestId('block-rewards-readout')).toContainText(/Reward 3\.\d{8} BTC/)
  expect(problems).toEqual([])
})

test('block fee rates: the percentiles of the service on a log scale, the CSV the figures themselves', async ({
  page,
  simnet,
  problems,
}) => {
  await page.goto('/graphs/mining/block-fee-rates?range=1m')
  await expect(page.getByTestId('block-fee-rates-body')).toHaveAttribute('data-range', '1m')
  await expect.poll(() => chartDrawn(page, 'block-fee-rates')).toBe(true)
  await expect(page.getByTestId('block-fee-rates-body').locator('canvas')).toHaveAttribute(
    'aria-label',
    /on a log scale/,
  )
  await expect(page.getByTestId('block-fee-rates-readout')).toContainText(
    /Min [\d.]+ · 10th [\d.]+ · 25th [\d.]+ · Median [\d.]+ · 75th [\d.]+ · 90th [\d.]+ · Max [\d.]+ sat\/vB/,
  )
  const row = middle(await history<RatesRow>(simnet, 'main', 'fee-rates/1m'))
  const csv = (await downloadCsv(page, 'block-fee-rates')).rows
  expect(csv[0]).toEqual(['Time', 'Min', '10th', '25th', 'Median', '75th', '90th', 'Max'])
  const cells = csvRow(csv, row.timestamp)
  expect(cells.slice(1).map(Number)).toEqual([
    row.avgFee_0,
    row.avgFee_10,
    row.avgFee_25,
    row.avgFee_50,
    row.avgFee_75,
    row.avgFee_90,
    row.avgFee_100,
  ])
  expect(problems).toEqual([])
})

test('a block mined through the control API reaches the 24h chart without a reload', async ({
  page,
  simnet,
}) => {
  test.setTimeout(90_000)
  await page.goto('/graphs/mining/block-fees?range=24h')
  const readout = page.getByTestId('block-fees-readout')
  await expect(readout).toContainText('Fees')
  await page.evaluate(() => Object.assign(window, { outpointNoReload: true }))
  const block = await mineWithinClock(simnet, 'main')
  // Each 24h point is one block; the newest is read out by its height.
  await expect
    .poll(async () => {
      const text = (await readout.textContent()) ?? ''
      const height = Number(/block ([\d,]+)$/.exec(text)?.[1]?.replaceAll(',', ''))
      return height >= block.height
    })
    .toBe(true)
  expect(await page.evaluate(() => 'outpointNoReload' in window)).toBe(true)
})

test('signet has the charts, Liquid says mining charts are Bitcoin’s only', async ({ page }) => {
  const request = page.waitForRequest((r) =>
    r.url().endsWith('/signet/api/v1/mining/blocks/fees/1w'),
  )
  await page.goto(networkPath('signet', '/graphs/mining/block-fees'))
  await request
  await expect(page.getByTestId('block-fees-body')).toHaveAttribute('data-range', '1w')
  await expect(page.getByTestId('block-fees-readout')).toContainText(/Fees \d+\.\d{8} BTC/)

  const mining: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/')) mining.push(r.url())
  })
  await page.goto(networkPath('liquid', '/graphs/mining/block-fees'))
  await expect(page.getByTestId('graph-not-here')).toContainText('No mining charts for Liquid')
  await expect(page.getByTestId('graph-not-here')).toContainText(
    'The service keeps no mining figures for Liquid.',
  )
  await expect(page.getByTestId('block-fees')).toHaveCount(0)
  expect(mining.filter((url) => url.includes('/mining/'))).toEqual([])
})

test('a failing service gets a reason and Retry, and Retry recovers', async ({ page, simnet }) => {
  await simnet.faults({ errorRate: 1, errorStatus: 503 })
  try {
    await page.goto('/graphs/mining/block-rewards')
    const panel = page.getByTestId('block-rewards')
    // The app retries a 503 three times (1 s, 2 s, 4 s) before it tells.
    await expect(panel).toContainText('The block rewards could not be loaded', { timeout: 20_000 })
    await expect(panel).toContainText('The data service is unavailable right now (HTTP 503)')
  } finally {
    await simnet.clearFaults()
  }
  await page.getByTestId('block-rewards').getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('block-rewards-body')).toHaveAttribute('data-range', '1w')
})

test('each chart fits a 390 px phone, as chart and as table, in both themes', async ({ page }) => {
  const charts = ['block-fees', 'block-fees-subsidy', 'block-rewards', 'block-fee-rates']
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.getByTestId('settings-button').click()
      await page.getByLabel('Theme', { exact: true }).selectOption('light')
      await page.keyboard.press('Escape')
    }
    await page.setViewportSize({ width: 390, height: 844 })
    for (const chart of charts) {
      await page.goto(`/graphs/mining/${chart}`)
      await expect.poll(() => chartDrawn(page, chart)).toBe(true)
      const width = () => page.evaluate(() => document.documentElement.scrollWidth)
      expect(await width(), `${chart} chart, ${theme}`).toBeLessThanOrEqual(390)
      await page.getByRole('button', { name: 'Table' }).click()
      await expect(page.getByTestId('graph-table')).toBeVisible()
      expect(await width(), `${chart} table, ${theme}`).toBeLessThanOrEqual(390)
    }
  }
  // The light theme is on screen, not only in the settings.
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).colorScheme,
  )
  expect(background).toContain('light')
})
