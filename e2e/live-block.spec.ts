import { expect, test } from './fixtures'

test('a block mined through the control API slides into the bar without a reload', async ({
  page,
  simnet,
}) => {
  await page.goto('/')
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
  await expect(page.getByTestId('projected-block').first()).toBeVisible()
  // A reload would wipe this marker.
  await page.evaluate(() => {
    Object.assign(window, { outpointNoReload: true })
  })

  const blocks = await simnet.mine('main', 2)
  for (const block of blocks) {
    await expect(
      page.locator(`[data-testid="mined-block"][data-height="${block.height}"]`),
    ).toBeVisible()
  }
  // The newest block leads the mined side of the bar.
  const newest = blocks.at(-1)?.height
  await expect(page.getByTestId('mined-block').first()).toHaveAttribute(
    'data-height',
    String(newest),
  )
  await expect(page.getByTestId('projected-block').first()).toBeVisible()
  expect(await page.evaluate(() => 'outpointNoReload' in window)).toBe(true)
})
