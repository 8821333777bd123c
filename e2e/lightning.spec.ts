import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, type Network, networkPath, test } from './fixtures'

/** How far the page is wider than the screen (0 when nothing overflows sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const network of ['main', 'testnet', 'signet'] as const satisfies readonly Network[]) {
  test.describe(`${network} Lightning dashboard and lists`, () => {
    test('the dashboard shows figures, history, top nodes, countries and ISPs', async ({
      page,
      problems,
    }) => {
      await page.goto(networkPath(network, '/lightning'))
      await expect(page.getByRole('heading', { level: 1, name: 'Lightning network' })).toBeVisible()
      const stats = page.getByTestId('ln-statistics')
      await expect(stats.getByTestId('ln-stat')).toHaveCount(12)
      await expect(stats.getByTestId('ln-stat').first()).toContainText(/Channels\s*[\d,]+\s*[\d,]+/)
      await expect(stats.getByTestId('ln-node-split')).toContainText('Unannounced')
      await expect(page.getByTestId('ln-capacity-chart').locator('canvas')).toBeVisible()
      await expect(page.getByTestId('ln-nodes-chart').locator('canvas')).toBeVisible()
      const top = page.getByTestId('ln-top-liquidity').locator('ol a')
      await expect(top.first()).toBeVisible()
      await expect(top.first()).toHaveAttribute(
        'href',
        new RegExp(`^${networkPath(network, '/lightning/node/')}[0-9a-f]{66}$`),
      )
      await expect(page.getByTestId('ln-top-connectivity').locator('ol a').first()).toBeVisible()
      await expect(page.getByTestId('ln-countries').locator('ol a').first()).toBeVisible()
      await expect(page.getByTestId('ln-isps').locator('ol a').first()).toBeVisible()
      await expect(page.getByTestId('ln-map')).toBeVisible()
      expect(problems).toEqual([])
    })

    test('rankings, countries, a country, ISPs and an ISP each render', async ({
      page,
      problems,
    }) => {
      for (const ranking of ['liquidity', 'connectivity', 'age']) {
        await page.goto(networkPath(network, `/lightning/nodes/rankings/${ranking}`))
        const rows = page.getByTestId('ln-ranking-table').getByTestId('ln-node-row')
        await expect(rows.first()).toBeVisible()
        expect(await rows.count()).toBeGreaterThan(5)
      }
      await page.goto(networkPath(network, '/lightning/nodes/countries'))
      const country = page.getByTestId('ln-country-row').first().getByRole('link')
      const name = (await country.textContent()) ?? ''
      await country.click()
      await expect(page).toHaveURL(/\/lightning\/nodes\/country\/[A-Z]{2}$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lightning nodes in ${name}`)
      await expect(
        page.getByTestId('ln-country-nodes').getByTestId('ln-node-row').first(),
      ).toBeVisible()

      await page.goto(networkPath(network, '/lightning/nodes/isp-ranking'))
      await expect(page.getByTestId('ln-capacity-split')).toContainText('Tor capacity')
      await expect(page.getByTestId('ln-capacity-split')).toContainText('Unknown capacity')
      await page.getByTestId('ln-isp-row').first().getByRole('link').click()
      await expect(page).toHaveURL(/\/lightning\/nodes\/isp\/\d+(%2C\d+)*$/)
      await expect(
        page.getByTestId('ln-isp-nodes').getByTestId('ln-node-row').first(),
      ).toBeVisible()
      expect(problems).toEqual([])
    })
  })
}

test('a top node link opens its node page', async ({ page }) => {
  await page.goto('/lightning/nodes/rankings/liquidity')
  const link = page.getByTestId('ln-node-row').first().getByRole('link')
  const href = await link.getAttribute('href')
  await link.click()
  await expect(page).toHaveURL(href ?? '')
  await expect(page.getByTestId('not-found')).toHaveCount(0)
})

test('malformed URL parts are explained without asking the server', async ({ page, problems }) => {
  for (const [path, title] of [
    ['/lightning/nodes/rankings/richest', 'Not a valid ranking'],
    ['/testnet/lightning/nodes/country/Germany', 'Not a valid country code'],
    ['/signet/lightning/nodes/isp/AS123', 'Not a valid ISP id'],
    ['/lightning/nodes/isp/12;34', 'Not a valid ISP id'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByTestId('ln-bad-param')).toContainText(title)
    await expect(page.getByRole('link', { name: 'Back to the Lightning dashboard' })).toBeVisible()
  }
  expect(problems).toEqual([])
})

test('a country without nodes is an error with Retry, not a blank page', async ({ page }) => {
  await page.goto('/lightning/nodes/country/ZZ')
  const error = page.getByTestId('route-error')
  await expect(error).toBeVisible()
  await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible()
})

test('networks without Lightning say so', async ({ page, problems }) => {
  for (const network of ['testnet4', 'regtest'] as const) {
    await page.goto(networkPath(network, '/lightning'))
    await expect(page.getByTestId('no-lightning')).toContainText('No Lightning data for')
  }
  expect(problems).toEqual([])
})

test('the Lightning pages fit a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [
    '/lightning',
    '/lightning/nodes/rankings/liquidity',
    '/lightning/nodes/countries',
    '/lightning/nodes/isp-ranking',
  ]) {
    await page.goto(path)
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
    expect(await overflow(page), path).toBeLessThanOrEqual(0)
    const alias = page.locator('main tbody tr').first().locator('.ln-alias')
    if ((await alias.count()) > 0) {
      // A readable share of the name, not one letter and an ellipsis.
      expect((await alias.boundingBox())?.width ?? 0, path).toBeGreaterThan(100)
    }
    // For a person to look at (the folder is gitignored): `lightning-390-<page>.png`.
    const name = path.split('/').filter(Boolean).at(-1) ?? 'lightning'
    await page.screenshot({
      path: fileURLToPath(new URL(`./screenshots/lightning-390-${name}.png`, import.meta.url)),
      fullPage: true,
    })
  }
})
