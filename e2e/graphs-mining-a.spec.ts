import { chartDrawn, downloadCsv, mineWithinClock } from './chart-helpers'
import { expect, type Network, networkPath, requestsTo, test } from './fixtures'

// The mining charts of /graphs against simnet: each one's figures against the service's own answer,
// the range in the URL, the CSV, the live refresh on a new block, testnet, Liquid, a phone, the dark theme.

interface PoolWeek {
  timestamp: number
  share: number
  poolName: string
}
interface SizesWeights {
  sizes: { timestamp: number; avgSize: number; avgHeight: number }[]
  weights: { timestamp: number; avgWeight: number }[]
}
interface Hashrates {
  hashrates: { timestamp: number; avgHashrate: number }[]
}
type Prediction = [time: number, height: number, matchRate: number]

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
const grouped = (n: number) => n.toLocaleString('en-US')

const rowAt = (csv: string[][], seconds: number) => csv.find((row) => row[0] === iso(seconds))

test('hashrate and difficulty opens on 1y, draws, and its CSV holds the service figures', async ({
  page,
  simnet,
  problems,
}) => {
  await page.goto('/graphs/mining/hashrate-difficulty')
  await expect(page).toHaveTitle(/^Hashrate and difficulty · Graphs/)
  const body = page.getByTestId('hashrate-difficulty-body')
  // A freshly started simnet builds a year of daily hashrates on the first ask: slow on a busy machine.
  await expect(body).toHaveAttribute('data-range', '1y', { timeout: 60_000 })
  await expect.poll(() => chartDrawn(page, 'hashrate-difficulty')).toBe(true)
  await expect(page.getByTestId('hashrate-difficulty-readout')).toContainText(
    /Hashrate .*H\/s · Difficulty/,
  )
  const answer = await simnet.api<Hashrates>('main', '/v1/mining/hashrate/1y')
  const sample = answer.hashrates.at(-2) ?? answer.hashrates[0]
  if (!sample) throw new Error('simnet has no hashrate samples for a year')
  const csv = (await downloadCsv(page)).rows
  expect(csv[0]).toEqual(['Time', 'Hashrate', 'Difficulty'])
  expect(Number(rowAt(csv, sample.timestamp)?.[1])).toBe(sample.avgHashrate)
  expect(problems).toEqual([])
})

test('a range in the URL opens that range; the picker changes the URL and the request', async ({
  page,
}) => {
  const asked = requestsTo(page, '/api/v1/mining/hashrate/')
  await page.goto('/graphs/mining/hashrate-difficulty?range=3y')
  const body = page.getByTestId('hashrate-difficulty-body')
  await expect(body).toHaveAttribute('data-range', '3y')
  expect(asked.some((url) => url.endsWith('/hashrate/3y'))).toBe(true)
  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '6M' }).click()
  await expect(body).toHaveAttribute('data-range', '6m')
  await expect(page).toHaveURL(/[?&]range=6m\b/)
  expect(asked.some((url) => url.endsWith('/hashrate/6m'))).toBe(true)

  await page.goto('/graphs/mining/hashrate-difficulty?range=forever')
  await expect(body).toHaveAttribute('data-range', '1y')
})

test('pools dominance stacks the service shares, each pool a column, the rest Other', async ({
  page,
  simnet,
  problems,
}) => {
  await page.goto('/graphs/mining/pools-dominance?range=all&view=table')
  await expect(page).toHaveTitle(/^Pools dominance · Graphs/)
  const table = page.getByTestId('graph-table')
  await expect(table.locator('tbody tr').first()).toBeVisible()
  const weeks = await simnet.api<PoolWeek[]>('main', '/v1/mining/hashrate/pools/all')
  const headings = await table.locator('th').allTextContents()
  expect(headings[0]).toBe('Time')
  expect(headings.at(-1)).toBe('Other')
  const names = new Set(weeks.map((w) => w.poolName))
  for (const name of headings.slice(1, -1)) expect(names.has(name)).toBe(true)
  const timestamps = new Set(weeks.map((w) => w.timestamp))
  await expect(table.locator('tbody tr')).toHaveCount(timestamps.size)

  const csv = (await downloadCsv(page)).rows
  const week = weeks.find((w) => headings.includes(w.poolName))
  if (!week) throw new Error('no charted pool in the service answer')
  const row = rowAt(csv, week.timestamp)
  expect(Number(row?.[headings.indexOf(week.poolName)])).toBeCloseTo(week.share * 100, 6)
  // Each week adds up to 100 %.
  const sum = (row ?? []).slice(1).reduce((total, cell) => total + Number(cell), 0)
  expect(sum).toBeCloseTo(100, 6)
  expect(problems).toEqual([])
})

test('block health shows the audits as the service answers them, and a new block joins live', async ({
  page,
  simnet,
  problems,
}) => {
  test.setTimeout(150_000)
  // Only blocks simnet mined since it started are audited (its seeded history has none): two of them
  // give the series two points within the day.
  await simnet.mine('main', 2)
  await page.goto('/graphs/mining/block-health')
  await expect(page).toHaveTitle(/^Block health · Graphs/)
  const body = page.getByTestId('block-health-body')
  await expect(body).toHaveAttribute('data-range', '24h')
  await expect.poll(() => chartDrawn(page, 'block-health')).toBe(true)
  await page.evaluate(() => Object.assign(window, { outpointNoReload: true }))

  const answer = await simnet.api<Prediction[]>('main', '/v1/mining/blocks/predictions/24h')
  const older = answer.at(-2)
  if (!older) throw new Error('simnet has fewer than two audits in a day')
  await page.getByRole('button', { name: 'Table' }).click()
  const row = page.getByTestId('graph-table').locator('tbody tr', {
    has: page.locator('td', {
      hasText: `${older[2].toLocaleString('en-US', { maximumFractionDigits: 2 })}%`,
    }),
  })
  await expect(row.first()).toBeVisible()
  const csv = (await downloadCsv(page)).rows
  expect(csv[0]).toEqual(['Time', 'Match rate'])
  expect(Number(rowAt(csv, older[0])?.[1])).toBe(older[2])

  await page.getByRole('button', { name: 'Chart' }).click()
  // A block of its own second within the clock (24h groups by the second, and leaves a block dated after
  // "now" out): one mined in a burst would not show on the chart's one fetch.
  const block = await mineWithinClock(simnet, 'main')
  await expect(page.getByTestId('block-health-readout')).toContainText(
    `at block ${grouped(block.height)}`,
    { timeout: 30_000 },
  )
  expect(await page.evaluate(() => 'outpointNoReload' in window)).toBe(true)
  expect(problems).toEqual([])
})

for (const network of ['main', 'testnet'] as const satisfies readonly Network[]) {
  test(`${network} block sizes and weights in MB, MWU and B/vB, as the service answers`, async ({
    page,
    simnet,
    problems,
  }) => {
    await page.goto(networkPath(network, '/graphs/mining/block-sizes-weights?range=1w'))
    const body = page.getByTestId('block-sizes-weights-body')
    await expect(body).toHaveAttribute('data-range', '1w')
    await expect.poll(() => chartDrawn(page, 'block-sizes-weights')).toBe(true)
    await expect(page.getByTestId('block-sizes-weights-readout')).toContainText(
      /Size [\d.]+ MB · Weight [\d.]+ MWU · [\d.]+ B\/vB · around block [\d,]+$/,
    )
    const answer = await simnet.api<SizesWeights>(network, '/v1/mining/blocks/sizes-weights/1w')
    const size = answer.sizes.at(-2)
    const weight = answer.weights.find((w) => w.timestamp === size?.timestamp)
    if (!size || !weight) throw new Error('simnet has too few blocks in a week')
    const csv = (await downloadCsv(page)).rows
    expect(csv[0]).toEqual(['Time', 'Size (MB)', 'Weight (MWU)', 'Size per weight (B/vB)'])
    const row = rowAt(csv, size.timestamp)
    expect(Number(row?.[1])).toBeCloseTo(size.avgSize / 1e6, 9)
    expect(Number(row?.[2])).toBeCloseTo(weight.avgWeight / 1e6, 9)
    expect(Number(row?.[3])).toBeCloseTo(size.avgSize / (weight.avgWeight / 4), 9)
    expect(problems).toEqual([])
  })
}

test('a service without the route says so in words, and Retry asks again', async ({ page }) => {
  let missing = true
  await page.route('**/api/v1/mining/blocks/sizes-weights/**', (route) =>
    missing ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
  )
  await page.goto('/graphs/mining/block-sizes-weights')
  await expect(page.getByText(/The block sizes and weights could not be loaded: /)).toBeVisible()
  missing = false
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('block-sizes-weights-body')).toBeVisible()
})

test('an unknown mining chart is not found, in words', async ({ page }) => {
  await page.goto('/graphs/mining/no-such-chart')
  await expect(page.getByText('No such chart.')).toBeVisible()
})

test('Liquid says mining charts are Bitcoin only, without asking for mining figures', async ({
  page,
}) => {
  const asked = requestsTo(page, '/api/v1/mining/')
  await page.goto('/liquid/graphs/mining/hashrate-difficulty')
  await expect(page.getByTestId('graph-not-here')).toContainText('No mining charts for Liquid')
  await expect(
    page.getByRole('link', { name: 'Hashrate and difficulty on Bitcoin' }),
  ).toHaveAttribute('href', '/graphs/mining/hashrate-difficulty')
  expect(asked).toEqual([])
})

test('the mining charts fit a 390 px phone, table included', async ({ page, simnet }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // Block health draws audited blocks only: one mined now is audited (the seeded history is not).
  await simnet.mine('main', 1)
  for (const path of [
    'hashrate-difficulty',
    'pools-dominance',
    'block-health',
    'block-sizes-weights',
  ]) {
    await page.goto(`/graphs/mining/${path}`)
    await expect.poll(() => chartDrawn(page, path)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('button', { name: 'Table' }).click()
    await expect(page.getByTestId('graph-table')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  }
})

test('the dark and light themes both draw the charts', async ({ page }) => {
  await page.goto('/graphs/mining/pools-dominance')
  for (const theme of ['dark', 'light'] as const) {
    await page.getByTestId('settings-button').click()
    await page.getByLabel('Theme', { exact: true }).selectOption(theme)
    await page.keyboard.press('Escape')
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expect.poll(() => chartDrawn(page, 'pools-dominance')).toBe(true)
  }
})
