import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** What has keyboard focus: `body`, or the element's test id and the test id of the card or bar around it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      card: active?.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
      inBar: active?.closest('.db-chain') !== null,
    }
  })

test('a block leaving the latest-blocks card moves focus to its neighbour, not to the page', async ({
  page,
  simnet,
}) => {
  await page.goto('/')
  // Each row's height links to its block (its pool's name links to the pool's page).
  const rows = page.getByTestId('latest-blocks').getByRole('link', { name: /^\d+$/ })
  await expect(rows).toHaveCount(8)
  // The oldest row leaves when a block arrives.
  const oldest = rows.last()
  const leaving = await oldest.textContent()
  await oldest.focus()
  const [block] = await simnet.mine('main')
  await expect(rows.first()).toHaveText(String(block?.height))
  await expect(
    page.getByTestId('latest-blocks').getByRole('link', { name: leaving ?? '' }),
  ).toHaveCount(0)
  expect(await focused(page)).toEqual({ tag: 'a', card: 'latest-blocks', inBar: false })
})

test('a block leaving the blockchain bar moves focus to its neighbour, not to the page', async ({
  page,
  simnet,
}) => {
  await page.goto('/')
  const tiles = page.getByTestId('mined-block')
  await expect(tiles).toHaveCount(8)
  const oldest = tiles.last()
  const leaving = await oldest.getAttribute('data-height')
  await oldest.focus()
  const [block] = await simnet.mine('main')
  await expect(tiles.first()).toHaveAttribute('data-height', String(block?.height))
  await expect(page.locator(`[data-testid="mined-block"][data-height="${leaving}"]`)).toHaveCount(0)
  expect(await focused(page)).toEqual({ tag: 'a', card: 'mined-block', inBar: true })
})
