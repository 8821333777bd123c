import { issuanceTxid, usdtAsset } from './assets-helpers'
import { fundedOutpoint, spendHex } from './broadcast-helpers'
import { expect, type Network, networkPath, test } from './fixtures'
import { batchTxid, confirmedTxid } from './transaction-helpers'

for (const network of ['main', 'testnet'] as const satisfies Network[]) {
  test(`${network}: the merkle proof of a confirmed transaction verifies against its block header`, async ({
    page,
    simnet,
  }) => {
    const hash = await simnet.apiText(network, '/blocks/tip/hash')
    const txids = await simnet.api<string[]>(network, `/block/${hash}/txids`)
    // A transaction inside the block, so the proof has siblings on both sides.
    const txid = txids[Math.floor(txids.length / 2)] as string
    const height = (await simnet.api<{ height: number }>(network, `/block/${hash}`)).height
    await page.goto(networkPath(network, `/tx/${txid}`))
    await expect(page.getByTestId('tx-merkle-verified')).toContainText(
      `matches the block ${height} header`,
    )
    await expect(page.getByTestId('tx-flow')).toBeVisible()
  })
}

test('the raw hex opens on demand and is the transaction', async ({ page, simnet }) => {
  const funding = await fundedOutpoint(simnet, 'main')
  const hex = await simnet.apiText('main', `/tx/${funding.txid}/hex`)
  await page.goto(`/tx/${funding.txid}`)
  const raw = page.getByTestId('tx-raw-hex')
  await raw.getByText('Raw transaction (hex)').click()
  await expect(raw.locator('pre')).toHaveText(hex)
})

test("a replacement shows in both transactions' histories, live on the open page", async ({
  page,
  simnet,
}) => {
  const funding = await fundedOutpoint(simnet, 'main')
  // A low rate (1.2 sat/vB) keeps the first version out of the blocks simnet mines meanwhile (it mines
  // fast while it catches up with the clock); a block taking it would leave nothing to replace.
  const first = await simnet.broadcast('main', spendHex(funding, 100))
  await page.goto(`/tx/${first}`)
  await expect(page.getByTestId('tx-flow')).toBeVisible()
  await expect(page.getByTestId('tx-rbf')).toHaveCount(0)
  // Unconfirmed: no merkle proof to check yet.
  await expect(page.getByTestId('tx-merkle')).toHaveCount(0)
  // Full RBF: the same input, a higher fee, another output.
  const second = await simnet.broadcast('main', spendHex(funding, 40_000, '22'.repeat(20)))
  await expect(page.getByTestId('tx-rbf-replaced-by')).toContainText(second)
  await page.goto(`/tx/${second}`)
  await expect(page.getByTestId('tx-rbf-replaces')).toContainText(first)
  const versions = page.getByTestId('tx-rbf-versions')
  await expect(versions).toContainText(first)
  await expect(versions).toContainText(second)
  // The replaced one, opened afresh (gone from the mempool), or searched for: replaced, not "not found".
  await page.goto(`/tx/${first}`)
  const gone = page.getByTestId('tx-replaced-gone')
  await expect(gone).toContainText('was replaced by')
  await gone.getByRole('link', { name: second }).click()
  await expect(page).toHaveURL(new RegExp(`/tx/${second}$`))
  await page.getByTestId('search-input').fill(first)
  await page.getByTestId('search-input').press('Enter')
  await expect(page).toHaveURL(new RegExp(`/tx/${first}$`))
  await expect(page.getByTestId('tx-replaced-gone')).toBeVisible()
  await expect(page.getByTestId('tx-waiting')).toHaveCount(0)
})

test('a flow of thousands of outputs folds into "N more"', async ({ page, simnet }) => {
  const txid = await batchTxid(simnet)
  await page.goto(`/tx/${txid}`)
  const outputs = page.getByTestId('tx-flow-output')
  await expect(outputs).toHaveCount(20)
  await expect(outputs.last()).toContainText(/\d+ more/)
})

test('liquid: the merkle check says why it is not done', async ({ page, simnet }) => {
  const hash = await simnet.apiText('liquid', '/blocks/tip/hash')
  const txids = await simnet.api<string[]>('liquid', `/block/${hash}/txids`)
  await page.goto(`/liquid/tx/${txids[0]}`)
  await expect(page.getByTestId('tx-merkle')).toContainText('Not checked on Liquid')
})

for (const width of [1440, 390]) {
  test(`at ${width} px no flow label reaches past the diagram's edges`, async ({
    page,
    simnet,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    // Long labels: an issued token's big amount on Liquid; addresses and BTC amounts on main.
    const txids = [
      ['liquid', await issuanceTxid(simnet, 'liquid', usdtAsset)],
      ['main', await confirmedTxid(simnet, 'main')],
    ] as const
    for (const [network, txid] of txids) {
      await page.goto(networkPath(network, `/tx/${txid}`))
      const svg = page.getByTestId('tx-flow').locator('svg')
      await expect(svg).toBeVisible()
      const boxes = await svg.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const labels = [...element.querySelectorAll('text')].map((text) =>
          text.getBoundingClientRect(),
        )
        return {
          box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
          labels: labels.map((l) => ({
            left: l.left,
            right: l.right,
            top: l.top,
            bottom: l.bottom,
          })),
        }
      })
      // Beside the bands on wide screens; on narrow ones the labels give way to the tooltips.
      if (width > 640) expect(boxes.labels.length).toBeGreaterThan(2)
      for (const label of boxes.labels) {
        expect(label.left).toBeGreaterThanOrEqual(boxes.box.left - 0.5)
        expect(label.right).toBeLessThanOrEqual(boxes.box.right + 0.5)
        expect(label.top).toBeGreaterThanOrEqual(boxes.box.top - 0.5)
        expect(label.bottom).toBeLessThanOrEqual(boxes.box.bottom + 0.5)
      }
      // And the diagram itself fits the page.
      expect(boxes.box.right).toBeLessThanOrEqual(width)
    }
  })
}
