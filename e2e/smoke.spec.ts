import { expect, test } from './fixtures'

test('the app loads at / with its title, something on screen and no errors', async ({
  page,
  problems,
}) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/Outpoint/)
  await expect(page.locator('#root')).not.toBeEmpty()
  await expect(page.getByTestId('search-input')).toBeVisible()
  // Give the first requests and the live feed a moment to report anything they would.
  await page.waitForTimeout(2_000)
  expect(problems).toEqual([])
})

test('a deep link opens the app, not a server 404', async ({ page, problems }) => {
  const response = await page.goto('/testnet/block/100')
  expect(response?.status()).toBe(200)
  await expect(page.locator('#root')).not.toBeEmpty()
  await expect(page.getByTestId('search-input')).toBeVisible()
  expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([])
})
