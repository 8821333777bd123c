import { findIssuedAsset, nativeAsset, usdtAsset } from './assets-helpers'
import { expect, networkPath, requestsTo, test } from './fixtures'

interface Featured {
  asset: string
  name: string
  ticker: string
}

for (const network of ['liquid', 'liquidtestnet'] as const) {
  test(`${network}: featured assets with their icons, all assets, search by ticker`, async ({
    page,
    simnet,
  }) => {
    const featured = await simnet.api<Featured[]>(network, '/v1/assets/featured')
    await page.goto(networkPath(network, '/assets'))
    const rows = page.getByTestId('featured-assets').getByTestId('asset-row')
    await expect(rows).toHaveCount(featured.length)
    for (const [i, asset] of featured.entries()) {
      const row = rows.nth(i)
      await expect(row).toHaveAttribute('data-asset-id', asset.asset)
      await expect(row.getByRole('link')).toHaveText(asset.name)
      // The service has an icon for every registered asset: the PNG is shown, not the identicon.
      await expect(row.getByTestId('asset-icon')).toHaveAttribute('data-has-icon', 'yes')
      // Avatar shows the image only once it has loaded (its fallback until then).
      await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/)
    }
    const all = page.getByTestId('all-assets').getByTestId('asset-row')
    // The native coin, then the registry's assets.
    await expect(all).toHaveCount(featured.length + 1)
    await expect(all.first()).toHaveAttribute('data-asset-id', nativeAsset[network])

    await page.getByLabel('Search assets').fill('usdt')
    await expect(all).toHaveCount(1)
    await expect(all.first().getByTestId('asset-ticker')).toHaveText('USDt')
    await expect(page).toHaveURL(/\?q=usdt$/)
    await page.getByLabel('Search assets').fill('no such coin')
    await expect(page.getByTestId('asset-no-match')).toBeVisible()

    // A row opens its asset's page.
    await page.getByLabel('Search assets').fill('AUDL')
    await all.first().getByRole('link').click()
    await expect(page.getByTestId('asset-name')).toHaveText('Liquid AUD')
    await expect(page.getByTestId('asset-precision')).toHaveText('2')
    await expect(page.getByTestId('asset-domain')).toHaveText('listedreserve.com')
  })

  test(`${network}: the native asset's page has its peg totals, supply and paged transactions`, async ({
    page,
    simnet,
  }) => {
    const id = nativeAsset[network]
    await page.goto(networkPath(network, `/assets/asset/${id}`))
    await expect(page.getByTestId('asset-name')).toHaveText(
      network === 'liquid' ? 'Liquid Bitcoin' : 'Liquid Testnet Bitcoin',
    )
    // The rig's Liquid chain is live (peg-ins keep coming and the page follows them): compare the page
    // with the service's figures until both read the same moment.
    await expect(async () => {
      const stats = (
        await simnet.api<{ chain_stats: { peg_in_count: number; peg_out_count: number } }>(
          network,
          `/asset/${id}`,
        )
      ).chain_stats
      const supply = await simnet.apiText(network, `/asset/${id}/supply/decimal`)
      const within = { timeout: 2_000 }
      await expect(page.getByTestId('asset-peg-in')).toContainText(
        `${stats.peg_in_count.toLocaleString('en-US')} peg-ins`,
        within,
      )
      await expect(page.getByTestId('asset-peg-out')).toContainText(
        `${stats.peg_out_count.toLocaleString('en-US')} peg-outs`,
        within,
      )
      // The service's decimal with separators in its whole part, and the coin's ticker.
      const [whole = '', fraction] = supply.split('.')
      const grouped = `${Number(whole).toLocaleString('en-US')}${fraction === undefined ? '' : `.${fraction}`}`
      await expect(page.getByTestId('asset-supply')).toHaveText(
        new RegExp(`^${grouped.replaceAll('.', '\\.')} t?L-BTC$`),
        within,
      )
    }).toPass({ timeout: 30_000 })
    await expect(page.getByTestId('asset-icon').first()).toHaveAttribute('data-has-icon', 'yes')

    // 25 a page, the next on demand. Blocks confirmed while the page is open join the top (live), so
    // the first page may have grown by the time it is read.
    const rows = page.getByTestId('asset-chain-txs').getByTestId('tx-summary-row')
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(25)
    const before = await rows.count()
    await page.getByTestId('asset-txs-more').click()
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(before + 25)
    const ids = await rows.evaluateAll((nodes) => nodes.map((n) => n.textContent))
    expect(new Set(ids).size).toBe(ids.length)
  })
}

test('an asset without registry data: named as unregistered, a generated avatar, no error', async ({
  page,
  simnet,
}) => {
  const asset = await findIssuedAsset(
    simnet,
    'liquid',
    (a) =>
      a.name === undefined &&
      !a.chain_stats.has_blinded_issuances &&
      a.chain_stats.issuance_count === 1,
  )
  await page.goto(networkPath('liquid', `/assets/asset/${asset.asset_id}`))
  await expect(page.getByTestId('asset-name')).toHaveText('Unregistered asset')
  await expect(page.getByTestId('asset-ticker')).toHaveText('Not registered')
  await expect(page.getByTestId('asset-precision')).toHaveText('Unknown')
  await expect(page.getByTestId('asset-icon')).toHaveAttribute('data-has-icon', 'no')
  const supply = await simnet.apiText('liquid', `/asset/${asset.asset_id}/supply`)
  await expect(page.getByTestId('asset-supply')).toHaveText(
    `${Number(supply).toLocaleString('en-US')} (base units: precision unknown)`,
  )
  await expect(page.getByTestId('asset-issuance-tx').getByRole('link')).toHaveAttribute(
    'href',
    /\/liquid\/tx\/[0-9a-f]{64}$/,
  )
  await expect(page.getByTestId('asset-chain-txs').getByTestId('tx-summary-row')).toHaveCount(
    asset.chain_stats.tx_count,
  )
  await expect(page.getByTestId('asset-txs-end')).toBeVisible()

  // Its issuance on the transaction page: marked, and the issued asset links back here.
  await page.getByTestId('asset-issuance-tx').getByRole('link').click()
  const issuing = page.getByTestId('tx-input').filter({ hasText: 'Issuance' })
  await expect(issuing).toHaveCount(1)
  await page.getByRole('button', { name: 'Show scripts' }).click()
  // One explicit issuance: its amount is all that was issued, in base units (no registered precision).
  await expect(issuing.getByTestId('tx-issuance-amount')).toHaveText(
    new RegExp(
      `^${asset.chain_stats.issued_amount.toLocaleString('en-US')} ${asset.asset_id.slice(0, 8)}`,
    ),
  )
  await issuing.getByTestId('tx-asset-link').click()
  await expect(page.getByTestId('asset-id')).toHaveText(asset.asset_id)
})

test('an asset with a blinded issuance: supply unknown, said so, not an error', async ({
  page,
  simnet,
}) => {
  const asset = await findIssuedAsset(simnet, 'liquid', (a) => a.chain_stats.has_blinded_issuances)
  const supplyRequests = requestsTo(page, '/supply')
  await page.goto(networkPath('liquid', `/assets/asset/${asset.asset_id}`))
  await expect(page.getByTestId('asset-blinded')).toHaveText('Yes')
  await expect(page.getByTestId('asset-supply')).toHaveText('Unknown: an issuance is blinded')
  await expect(page.getByTestId('route-error')).toHaveCount(0)
  expect(supplyRequests).toEqual([])
})

test('a malformed asset id is explained with no request; an unknown one is not found', async ({
  page,
}) => {
  const assetRequests = requestsTo(page, '/api/asset/')
  await page.goto(networkPath('liquid', '/assets/asset/not-an-asset'))
  await expect(page.getByTestId('asset-invalid')).toContainText('hexadecimal')
  await page.goto(networkPath('liquidtestnet', `/assets/asset/${'ab'.repeat(31)}`))
  await expect(page.getByTestId('asset-invalid')).toContainText('this one has 62')
  expect(assetRequests).toEqual([])

  await page.goto(networkPath('liquid', `/assets/asset/${'00'.repeat(32)}`))
  await expect(page.getByTestId('asset-not-found')).toContainText('has no asset')
})

test('at 390 px the list and an asset page fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  await page.goto(networkPath('liquid', '/assets'))
  await expect(page.getByTestId('all-assets').getByTestId('asset-row').first()).toBeVisible()
  expect(await fits()).toBe(true)
  await page.screenshot({ path: 'e2e/test-results/assets-390-list.png', fullPage: true })
  await page.goto(
    networkPath(
      'liquid',
      '/assets/asset/ce091c998b83c78bb71a632313ba3760f1763d9cfcffae02258ffa9865a37bd2',
    ),
  )
  await expect(page.getByTestId('asset-chain-txs')).toBeVisible()
  expect(await fits()).toBe(true)
  await page.screenshot({ path: 'e2e/test-results/assets-390-usdt.png', fullPage: true })
})

test("the flow diagram labels an issued asset's amount with its ticker, not L-BTC", async ({
  page,
  simnet,
}) => {
  // A transaction with an explicit USDt output (its issuance's may be confidential: simnet draws it).
  type AssetTx = { txid: string; vout: { asset?: string; value?: number }[] }
  const explicit = (vout: AssetTx['vout'][number]) =>
    vout.asset === usdtAsset && vout.value !== undefined
  const txs = await simnet.api<AssetTx[]>('liquid', `/asset/${usdtAsset}/txs`)
  const tx = txs.find((candidate) => candidate.vout.some(explicit))
  if (!tx) throw new Error('simnet has no transaction with an explicit USDt output')
  // The output that holds the coins, explicitly (its band is the output's, in order).
  const issued = tx.vout.findIndex(explicit)
  await page.goto(networkPath('liquid', `/tx/${tx.txid}`))
  const band = page.getByTestId('tx-flow-output').nth(issued)
  await expect(band.locator('text')).toHaveText(/ [\d,]+\.\d{8} USDt$/)
  await expect(band.locator('text')).not.toContainText('L-BTC')
  await expect(band.locator('title')).toHaveText(/: [\d,]+\.\d{8} USDt$/)
})
