import { blockOf, blockWithMore, hashAt } from './block-helpers'
import { expect, type Network, networkPath, requestsTo, test } from './fixtures'

for (const network of ['main', 'testnet', 'liquid'] as const satisfies readonly Network[]) {
  test(`${network}: a height opens its block by hash, with overview, details and 25 rows`, async ({
    page,
    simnet,
  }) => {
    const height = (await simnet.tipHeight(network)) - 3
    const hash = await hashAt(simnet, network, height)
    const block = await blockOf(simnet, network, hash)
    await page.goto(networkPath(network, `/block/${height}`))
    await expect(page).toHaveURL(new RegExp(`${networkPath(network, `/block/${hash}`)}$`))
    await expect(page.getByTestId('block-hash')).toHaveText(hash)
    await expect(page.getByTestId('block-height')).toHaveText(
      `Block ${height.toLocaleString('en-US')}`,
    )
    await expect(page.getByTestId('block-confirmations')).toHaveText(/^[4-9]|\d{2,}/)
    await expect(page.getByTestId('block-overview')).toHaveAttribute(
      'data-count',
      String(block.tx_count),
    )
    await expect(page.getByTestId('tx-summary-row')).toHaveCount(Math.min(25, block.tx_count))
    await expect(page.getByTestId('block-next')).toBeVisible()
    // Liquid blocks are signed by the federation: no pool, no subsidy.
    if (network === 'liquid') await expect(page.getByTestId('block-pool')).toHaveCount(0)
    else await expect(page.getByTestId('block-pool')).not.toBeEmpty()
  })
}

test('the transactions page 25 at a time, and a square opens its transaction', async ({
  page,
  simnet,
}) => {
  // Simnet's history ends in full blocks (40 to 140 payments each); live mining may add light ones on top.
  const block = await blockWithMore(simnet, 30)
  const hash = block.id
  await page.goto(`/block/${hash}`)
  const rows = page.getByTestId('tx-summary-row')
  await expect(rows).toHaveCount(25)
  const firstOnPage1 = await rows.first().getAttribute('data-txid')
  await page.getByTestId('block-pager').first().getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByTestId('block-txs')).toHaveAttribute('data-page', '2')
  await expect(rows.first()).not.toHaveAttribute('data-txid', firstOnPage1 ?? '')
  await expect(rows).toHaveCount(Math.min(25, block.tx_count - 25))

  // Pointer: the top-left square is the highest fee rate; hovering shows its figures, a click opens it.
  const canvas = page.getByTestId('block-overview').locator('canvas')
  await canvas.hover({ position: { x: 3, y: 3 } })
  const tooltip = page.getByTestId('block-overview-tooltip')
  await expect(tooltip).toContainText('sat/vB')
  const topTxid = (await tooltip.locator('.block-overview-txid').textContent())?.trim()
  expect(topTxid).toMatch(/^[0-9a-f]{64}$/)
  await canvas.click({ position: { x: 3, y: 3 } })
  await expect(page).toHaveURL(new RegExp(`/tx/${topTxid}$`))
  await page.goBack()

  // Keyboard: focus the overview, move, open with Enter.
  const overview = page.getByRole('application', { name: /Block .* transactions/ })
  await overview.focus()
  await page.keyboard.press('ArrowRight')
  const highlighted = await page.getByTestId('block-overview').getAttribute('data-highlighted')
  expect(highlighted).toMatch(/^[0-9a-f]{64}$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/tx/${highlighted}$`))
})

test('a reorg while the block page is open marks it stale and links the canonical block', async ({
  page,
  simnet,
}) => {
  const [mined] = await simnet.mine('main', 1)
  if (!mined) throw new Error('nothing mined')
  await page.goto(`/block/${mined.hash}`)
  await expect(page.getByTestId('block-hash')).toHaveText(mined.hash)
  await expect(page.getByTestId('block-stale')).toHaveCount(0)
  // Live blocks may have landed on top since: reorg deep enough to take this one off the chain.
  const depth = (await simnet.tipHeight('main')) - mined.height + 1
  expect(depth).toBeLessThanOrEqual(10)
  const { disconnected } = await simnet.reorg(depth)
  expect(disconnected.map((b) => b.hash)).toContain(mined.hash)
  await expect(page.getByTestId('block-stale')).toBeVisible()
  const canonical = await hashAt(simnet, 'main', mined.height)
  expect(canonical).not.toBe(mined.hash)
  const link = page.getByTestId('block-canonical')
  await expect(link).toHaveAttribute('href', `/block/${canonical}`)
  // The stale block stays readable.
  await expect(page.getByTestId('block-hash')).toHaveText(mined.hash)
  await link.click()
  await expect(page.getByTestId('block-hash')).toHaveText(canonical)
  await expect(page.getByTestId('block-stale')).toHaveCount(0)
})

test('the projected block page follows transactions entering and leaving', async ({
  page,
  simnet,
}) => {
  await page.goto('/mempool-block/0')
  await expect(page.getByRole('heading', { name: 'Next block' })).toBeVisible()
  await expect(page.getByTestId('mempool-block-count')).toBeVisible()
  const overview = page.getByTestId('block-overview')
  await page.getByRole('application').focus()
  // The highlight sits on the first square: the highest fee rate. A payment far above the rest takes it.
  const txid = await simnet.tx('main', { feeRate: 5000 })
  await expect(overview).toHaveAttribute('data-highlighted', txid)
  // Mined, it leaves the projected block.
  await simnet.mine('main', 1)
  await expect(overview).not.toHaveAttribute('data-highlighted', txid)
})

test('invalid and unknown ids get a message and no block request', async ({ page }) => {
  const asked = requestsTo(page, /\/api\/(v1\/)?block/)
  await page.goto('/block/xyz')
  await expect(page.getByTestId('block-invalid')).toContainText(
    '"xyz" is neither a block hash (64 hex digits) nor a block height (a whole number).',
  )
  await page.goto('/testnet/block/abc123')
  await expect(page.getByTestId('block-invalid')).toContainText('has 6 hex digits')
  await page.goto('/liquid/block/-4')
  await expect(page.getByTestId('block-invalid')).toContainText('negative')
  expect(asked).toEqual([])

  await page.goto(`/block/${'f'.repeat(64)}`)
  await expect(page.getByTestId('block-not-found')).toContainText('No block with hash')
  await page.goto('/block/99999999')
  await expect(page.getByTestId('block-not-found')).toContainText(
    'There is no block at height 99999999 on Bitcoin yet.',
  )

  await page.goto('/mempool-block/8')
  await expect(page.getByTestId('mempool-block-invalid')).toContainText('out of range')
  await page.goto('/testnet/mempool-block/abc')
  await expect(page.getByTestId('mempool-block-invalid')).toContainText(
    '"abc" is not a projected block number',
  )
})

test('a coinbase reads as its pool tag on Bitcoin, and as hex on Liquid where no one wrote words', async ({
  page,
  simnet,
}) => {
  const main = await hashAt(simnet, 'main', (await simnet.tipHeight('main')) - 1)
  await page.goto(`/block/${main}`)
  const coinbase = page.getByTestId('block-coinbase')
  await expect(coinbase).toHaveText(/[A-Za-z]{3}/)
  // Only printable text: the height push and nonces folded away.
  expect(await coinbase.textContent()).toMatch(/^[\x20-\x7e]+$/)
  const liquid = await hashAt(simnet, 'liquid', (await simnet.tipHeight('liquid')) - 1)
  await page.goto(networkPath('liquid', `/block/${liquid}`))
  await expect(page.getByText('Coinbase (hex)')).toBeVisible()
  await expect(page.getByTestId('block-coinbase')).toHaveText(/^([0-9a-f]{2})+$/)
})

test('Tab from the start of a block page reaches the overview, named, explained and ringed', async ({
  page,
  simnet,
}) => {
  const height = (await simnet.tipHeight('main')) - 3
  await page.goto(`/block/${height}`)
  const overview = page.getByRole('application', { name: /Block .* transactions/ })
  await expect(overview).toBeVisible()
  await expect(overview).toHaveAccessibleDescription(/Arrow keys .* Enter/)
  // From the top of the document, as a keyboard user arrives.
  await page.locator('body').focus()
  let reached = false
  for (let presses = 0; presses < 80 && !reached; presses++) {
    await page.keyboard.press('Tab')
    reached = await overview.evaluate((element) => element === document.activeElement)
  }
  expect(reached, 'Tab reaches the block overview').toBe(true)
  const ring = await overview.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
  })
  expect(ring.style).not.toBe('none')
  expect(ring.width).toBeGreaterThanOrEqual(2)
})
