import { expect, test } from './fixtures'
import { busiestNode, smallPeer } from './lightning-node-helpers'

interface PoolEntry {
  name: string
  slug: string
}

test('typing part of a node alias suggests the node, and picking it opens the node', async ({
  page,
  simnet,
}) => {
  const top = await busiestNode(simnet, 'testnet')
  const key = await smallPeer(simnet, 'testnet', top.publicKey)
  await simnet.setAlias('testnet', key, '<i>Zorilla</i> suggestnode')
  await page.goto('/testnet')
  const input = page.getByTestId('search-input')
  await input.pressSequentially('suggestno')
  const option = page.getByRole('option', { name: 'Lightning node <i>Zorilla</i> suggestnode' })
  await expect(option).toBeVisible()
  await expect(input).toHaveAttribute('aria-expanded', 'true')
  await option.click()
  await expect(page).toHaveURL(new RegExp(`/testnet/lightning/node/${key}$`))
  await expect(page.getByTestId('node-alias')).toHaveText('<i>Zorilla</i> suggestnode')
  await expect(page.getByTestId('search-suggestions')).toBeHidden()
})

test('a pool name suggestion opens the pool page, by the keyboard', async ({ page, simnet }) => {
  const pools = await simnet.api<PoolEntry[]>('main', '/v1/mining/pools')
  const pool = pools.find((p) => p.name.length >= 6)
  if (!pool) throw new Error('simnet lists no pools')
  await page.goto('/')
  const input = page.getByTestId('search-input')
  await input.pressSequentially(pool.name.slice(0, 5))
  const option = page
    .getByTestId('search-suggestions')
    .getByRole('option', { name: `Mining pool ${pool.name}`, exact: true })
  await expect(option).toBeVisible()
  // Arrow down to the pool's row, then Enter opens it.
  const id = await option.getAttribute('id')
  for (let i = 0; i < 15; i++) {
    if ((await input.getAttribute('aria-activedescendant')) === id) break
    await input.press('ArrowDown')
  }
  await expect(input).toHaveAttribute('aria-activedescendant', id ?? '')
  await input.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/mining/pool/${pool.slug}$`))
  await expect(page.getByTestId('pool-name')).toHaveText(pool.name)
})

test('a search message opens over the page: the header keeps its height; Escape closes it', async ({
  page,
}) => {
  await page.goto('/')
  const header = page.locator('header.header')
  const input = page.getByTestId('search-input')
  await expect(input).toBeVisible()
  const before = await header.boundingBox()
  await input.fill('not a bitcoin thing')
  await input.press('Enter')
  const error = page.getByTestId('search-error')
  await expect(error).toBeVisible()
  expect(await header.boundingBox()).toEqual(before)
  await input.press('Escape')
  await expect(error).toBeHidden()
  await expect(input).toHaveValue('not a bitcoin thing')
  await expect(page).toHaveURL(/\/$/)
})

test('suggestions close on Escape and on a click elsewhere', async ({ page, simnet }) => {
  const height = await simnet.tipHeight('main')
  await page.goto('/')
  const input = page.getByTestId('search-input')
  await input.fill(String(height))
  const option = page.getByTestId('search-suggestion')
  await expect(option).toHaveText(`Block ${height.toLocaleString('en-US')}`)
  await input.press('Escape')
  await expect(option).toBeHidden()
  await expect(input).toHaveAttribute('aria-expanded', 'false')
  await input.press('Backspace')
  await expect(option).toBeVisible()
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  await expect(option).toBeHidden()
})
