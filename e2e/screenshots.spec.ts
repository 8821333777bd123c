import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const folder = fileURLToPath(new URL('./screenshots/', import.meta.url))
const sizes = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const

async function dashboardReady(page: Page): Promise<void> {
  await expect(page.getByTestId('projected-block').first()).toBeVisible()
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
  await expect(page.getByTestId('fee-recommendations')).toBeVisible()
  await expect(page.getByTestId('mempool-info')).toBeVisible()
}

for (const theme of ['dark', 'light'] as const) {
  test(`dashboard screenshots in the ${theme} theme, desktop and phone`, async ({ page }) => {
    await page.setViewportSize(sizes.desktop)
    await page.goto('/')
    await page.getByTestId('settings-button').click()
    await page.getByLabel('Theme', { exact: true }).selectOption(theme)
    await page.keyboard.press('Escape')
    await expect(page.getByLabel('Theme', { exact: true })).toBeHidden()
    await dashboardReady(page)
    await page.screenshot({
      path: `${folder}dashboard-desktop-${theme}.png`,
      animations: 'disabled',
    })

    await page.setViewportSize(sizes.phone)
    await page.reload()
    await dashboardReady(page)
    await page.screenshot({
      path: `${folder}dashboard-phone-${theme}.png`,
      animations: 'disabled',
      fullPage: true,
    })
  })
}
