import { chartDrawn } from './chart-helpers'
import { expect, type Network, networkPath, test } from './fixtures'

for (const network of ['main', 'testnet'] as const satisfies readonly Network[]) {
  test.describe(`${network} mining page`, () => {
    test('draws hashrate and difficulty for two intervals', async ({ page, problems }) => {
      await page.goto(networkPath(network, '/mining'))
      await expect(page.getByRole('heading', { level: 1, name: 'Mining' })).toBeVisible()
      const body = page.getByTestId('hashrate-chart-body')
      await expect(body).toHaveAttribute('data-interval', '1y')
      const canvas = body.locator('canvas')
      await expect(canvas).toHaveAttribute('data-points', /^[1-9]\d*$/)
      await expect.poll(() => chartDrawn(page, 'hashrate-chart')).toBe(true)
      await expect(page.getByTestId('hashrate-readout')).toContainText(
        /Hashrate .*H\/s · Difficulty/,
      )

      const picker = page.getByRole('group', { name: 'Hashrate interval' })
      await picker.getByRole('button', { name: '3M' }).click()
      await expect(body).toHaveAttribute('data-interval', '3m')
      await expect(page).toHaveURL(/[?&]hashrate=3m\b/)
      await expect(canvas).toHaveAttribute('data-points', /^[1-9]\d*$/)
      await expect(canvas).toHaveAttribute('aria-label', /over the last 3 months/)
      await expect.poll(() => chartDrawn(page, 'hashrate-chart')).toBe(true)
      expect(problems).toEqual([])
    })

    test('ranks the pools for an interval, with shares that add up', async ({ page, problems }) => {
      await page.goto(networkPath(network, '/mining?pools=1m'))
      const ranking = page.getByTestId('pool-ranking-body')
      await expect(ranking).toHaveAttribute('data-interval', '1m')
      const rows = page.getByTestId('pool-row')
      await expect(rows.first()).toBeVisible()
      expect(await rows.count()).toBeGreaterThan(1)
      await expect(rows.first().locator('td').first()).toHaveText('1')
      const shares = await rows.evaluateAll((list) =>
        list.map((row) => Number.parseFloat(row.querySelectorAll('td')[3]?.textContent ?? '')),
      )
      expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(1)
      await expect(page.getByTestId('pool-share')).toHaveAttribute(
        'aria-label',
        /Share of blocks: /,
      )

      await page
        .getByRole('group', { name: 'Pool ranking interval' })
        .getByRole('button', { name: '1W' })
        .click()
      await expect(ranking).toHaveAttribute('data-interval', '1w')
      await expect(rows.first()).toBeVisible()
      expect(problems).toEqual([])
    })

    test('a block mined through the control API joins the latest blocks without a reload', async ({
      page,
      simnet,
    }) => {
      test.setTimeout(90_000)
      await page.goto(networkPath(network, '/mining'))
      await expect(page.getByTestId('mining-block').first()).toBeVisible()
      await expect(page.getByTestId('mining-difficulty')).toContainText('Estimated change')
      await page.evaluate(() => Object.assign(window, { outpointNoReload: true }))

      // A freshly started simnet may still be mining what came due since its tip: let it settle, so
      // the block under test is not pushed off the list by a burst of its own.
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
      const [block] = await simnet.mine(network, 1)
      if (!block) throw new Error('simnet mined no block')
      const row = page.locator(`[data-testid="mining-block"][data-height="${block.height}"]`)
      await expect(row).toBeVisible()
      await expect(row.getByRole('link', { name: String(block.height) })).toHaveAttribute(
        'href',
        networkPath(network, `/block/${block.hash}`),
      )
      // Newest first, one row per height.
      const heights = await page
        .getByTestId('mining-block')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-height'))))
      expect(heights).toEqual([...heights].sort((a, b) => b - a))
      expect(new Set(heights).size).toBe(heights.length)
      expect(await page.evaluate(() => 'outpointNoReload' in window)).toBe(true)
    })
  })
}

test('fits a 390 px phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/mining')
  await expect(page.getByTestId('pool-row').first()).toBeVisible()
  await expect(page.getByTestId('mining-block').first()).toBeVisible()
  await expect.poll(() => chartDrawn(page, 'hashrate-chart')).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('an unknown interval in the URL shows the default one', async ({ page }) => {
  await page.goto('/mining?hashrate=5y&pools=forever')
  await expect(page.getByTestId('hashrate-chart-body')).toHaveAttribute('data-interval', '1y')
  await expect(page.getByTestId('pool-ranking-body')).toHaveAttribute('data-interval', '1w')
})

test('a failing service gets a reason and Retry per section, and Retry recovers', async ({
  page,
  simnet,
}) => {
  await simnet.faults({ errorRate: 1, errorStatus: 503 })
  await page.goto('/mining')
  const ranking = page.getByTestId('pool-ranking')
  // The app retries a 503 three times (1 s, 2 s, 4 s) before it tells.
  await expect(ranking).toContainText('The pool ranking could not be loaded', { timeout: 20_000 })
  // In words, with what to do: a 503 is the service being down, not rate limiting, and the client's
  // "Details: <url>" tail stays out.
  await expect(ranking).toContainText('The data service is unavailable right now (HTTP 503)')
  await expect(ranking).not.toContainText('Details:')
  await expect(page.getByTestId('hashrate-chart')).toContainText(
    'The hashrate history could not be loaded',
    { timeout: 20_000 },
  )
  await simnet.clearFaults()
  await ranking.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('pool-row').first()).toBeVisible()
})

test('Liquid has no mining page and says so', async ({ page }) => {
  await page.goto('/liquid/mining')
  await expect(page.getByTestId('not-found')).toContainText('Mining pages do not exist on Liquid.')
  await expect(page.getByTestId('hashrate-chart')).toHaveCount(0)
})
