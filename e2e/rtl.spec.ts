import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { translated } from './language-helpers'
import { confirmedTxid } from './transaction-helpers'

// Issue 18: a right-to-left language (Arabic) lays the page out mirrored, at phone and desktop width;
// screenshots go to e2e/screenshots/ for a person to look at.

const folder = fileURLToPath(new URL('./screenshots/', import.meta.url))
const sizes = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const

/** The page is mirrored: the brand at the right end of the header, nothing wider than the screen. */
async function mirrored(page: Page, width: number) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const brand = await page.locator('header .brand').boundingBox()
  expect(brand, 'the brand is shown').not.toBeNull()
  if (brand)
    expect(brand.x + brand.width / 2, 'the brand sits at the right').toBeGreaterThan(width / 2)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)
}

for (const [form, size] of Object.entries(sizes)) {
  test(`the dashboard and a transaction in Arabic, right to left, on a ${form}`, async ({
    page,
    simnet,
    problems,
  }) => {
    await page.setViewportSize(size)
    // The server draws the shell right to left and in Arabic before any script runs.
    const html = await (await page.request.get('/ar/')).text()
    expect(html).toContain('<html lang="ar" dir="rtl"')
    expect(html).toContain(
      `placeholder="${translated('ar', 'Transaction, block, height or address')}"`,
    )

    await page.goto('/ar/')
    await expect(page.getByTestId('fee-recommendations')).toContainText(
      translated('ar', 'Transaction fees'),
    )
    await expect(page.getByTestId('mined-block').first()).toBeVisible()
    await mirrored(page, size.width)
    // The projected blocks come before the mined ones in reading order: on the right.
    const projected = await page.getByTestId('projected-block').first().boundingBox()
    const mined = await page.getByTestId('mined-block').first().boundingBox()
    if (projected && mined) expect(projected.x).toBeGreaterThan(mined.x)
    await page.screenshot({ path: `${folder}rtl-dashboard-${form}.png`, animations: 'disabled' })

    const txid = await confirmedTxid(simnet, 'main')
    await page.goto(`/ar/tx/${txid}`)
    await expect(page.getByTestId('tx-fee')).toContainText(translated('ar', 'Fee'))
    await mirrored(page, size.width)
    // The txid stays a left-to-right run, set apart from the Arabic around it.
    const title = page.locator('.tx-title-id')
    await expect(title).toHaveText(txid)
    expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    await page.screenshot({
      path: `${folder}rtl-transaction-${form}.png`,
      animations: 'disabled',
      fullPage: form === 'phone',
    })
    expect(problems).toEqual([])
  })
}
