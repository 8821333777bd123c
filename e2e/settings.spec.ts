import { expect, test } from './fixtures'

test('settings survive a reload, including a data-service host the app then reads directly', async ({
  page,
  simnet,
}) => {
  const host = new URL(simnet.url).host
  await page.goto('/')
  await page.getByTestId('settings-button').click()
  await page.getByLabel('Amounts', { exact: true }).selectOption('sats')
  await page.getByLabel('Theme', { exact: true }).selectOption('light')
  await page.getByLabel('Time', { exact: true }).selectOption('utc')
  await page.getByLabel('Data service host', { exact: true }).fill(host)
  await page.getByLabel('Data service host', { exact: true }).press('Enter')
  await page.keyboard.press('Escape')

  await page.reload()
  await page.getByTestId('settings-button').click()
  await expect(page.getByLabel('Amounts', { exact: true })).toHaveValue('sats')
  await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('light')
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('utc')
  await expect(page.getByLabel('Data service host', { exact: true })).toHaveValue(host)
  await page.keyboard.press('Escape')

  // The light theme is on screen, not only in the form.
  const background = await page.evaluate(() => {
    // The page's paint: the body's background, or the root element's when the body has none.
    const body = getComputedStyle(document.body).backgroundColor
    const transparent = body === 'transparent' || /rgba\(.*,\s*0\)$/.test(body)
    return transparent ? getComputedStyle(document.documentElement).backgroundColor : body
  })
  expect(luminance(background), background).toBeGreaterThan(0.6)

  // With the host set, the dashboard's data comes straight from simnet, not through the app's server.
  const direct = page.waitForRequest((request) => request.url().startsWith(`${simnet.url}/api/`))
  await page.reload()
  await direct
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
})

/** Relative luminance (0 black - 1 white) of a CSS `rgb(...)` colour. */
function luminance(css: string): number {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
