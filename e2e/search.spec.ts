import { expect, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('search-input')).toBeVisible()
})

test('input that is nothing searchable gets an inline message and goes nowhere', async ({
  page,
}) => {
  const input = page.getByTestId('search-input')
  await input.fill('not a bitcoin thing')
  await input.press('Enter')
  const error = page.getByTestId('search-error')
  await expect(error).toBeVisible()
  await expect(error).not.toBeEmpty()
  await expect(page).toHaveURL(/\/$/)
})

test('markup typed into the search box is shown as text, never run', async ({ page }) => {
  const input = page.getByTestId('search-input')
  await input.fill('<img src=x onerror="window.pwned=1">')
  await input.press('Enter')
  await expect(page.getByTestId('search-error')).toBeVisible()
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
})

test('an address of another network says so and links to it', async ({ page, simnet }) => {
  const { busyAddress } = await simnet.state('testnet')
  const input = page.getByTestId('search-input')
  await input.fill(busyAddress)
  await input.press('Enter')
  const error = page.getByTestId('search-error')
  await expect(error).toBeVisible()
  const link = error.getByRole('link')
  await expect(link.first()).toHaveAttribute('href', `/testnet/address/${busyAddress}`)
  await link.first().click()
  await expect(page).toHaveURL(new RegExp(`/testnet/address/${busyAddress}$`))
})

test('a block height opens that block', async ({ page, simnet }) => {
  const height = (await simnet.tipHeight('main')) - 10
  const input = page.getByTestId('search-input')
  await input.fill(String(height))
  await input.press('Enter')
  await expect(page).toHaveURL(/\/block\//)
  await expect(page.getByTestId('search-error')).toHaveCount(0)
})
