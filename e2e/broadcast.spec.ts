import { fundedOutpoint, spendHex } from './broadcast-helpers'
import { expect, type Network, networkPath, test } from './fixtures'
import { confirmedTxid } from './transaction-helpers'

const field = 'Raw transaction (hex)'

for (const network of ['main', 'testnet'] as const satisfies Network[]) {
  test(`${network}: a transaction spending a simnet output is decoded, then broadcast`, async ({
    page,
    simnet,
  }) => {
    const funding = await fundedOutpoint(simnet, network)
    // A fee well above the simulation's: its users may already spend the new output in the mempool,
    // and full RBF lets a higher fee take its place.
    const hex = spendHex(funding, 20_000)
    await page.goto(networkPath(network, '/tx/push'))
    await page.getByLabel(field).fill(hex)
    const decoded = page.getByTestId('broadcast-decoded')
    await expect(decoded.getByTestId('broadcast-inputs')).toContainText(
      `${funding.txid}:${funding.vout}`,
    )
    // The fee comes from the spent output, fetched from the service before anything is sent.
    await expect(page.getByTestId('broadcast-fee')).toContainText('sat/vB')
    // 20,000 sats over 82 vB.
    await expect(page.getByTestId('broadcast-fee')).toContainText('(244 sat/vB)')
    const txid = await page.getByTestId('broadcast-txid').innerText()
    await page.getByRole('button', { name: 'Broadcast transaction' }).click()
    const success = page.getByTestId('broadcast-success')
    await expect(success).toContainText(txid)
    await success.getByRole('link', { name: txid }).click()
    await expect(page).toHaveURL(new RegExp(`/tx/${txid}$`))
  })
}

test('a refused broadcast says what it means, and shows the node reason as it came', async ({
  page,
}) => {
  const missing = { txid: 'ab'.repeat(32), vout: 0, value: 50_000 }
  await page.goto('/tx/push')
  await page.getByLabel(field).fill(spendHex(missing, 1_000))
  await expect(page.getByTestId('broadcast-decoded')).toContainText(
    'previous transaction not found',
  )
  await page.getByRole('button', { name: 'Broadcast transaction' }).click()
  const rejected = page.getByTestId('broadcast-rejected')
  await expect(rejected).toContainText('bad-txns-inputs-missingorspent')
  await expect(rejected).toContainText('sendrawtransaction RPC error')
  await expect(page.getByTestId('broadcast-refusal-meaning')).toHaveText(/already spent/)
  await expect(page.getByTestId('broadcast-success')).toHaveCount(0)
})

test('invalid hex is explained before any request', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(req.url())
  })
  const good = spendHex({ txid: 'cd'.repeat(32), vout: 1, value: 10_000 }, 1_000)
  const cases: [string, string | RegExp][] = [
    [`${good}0`, 'odd length'],
    [`${good.slice(0, 9)}x${good.slice(10)}`, 'Non-hex character "x" at position 10'],
    [good.slice(0, -6), /^Truncated at byte \d+: the locktime needs 4 bytes, 1 left\.$/],
    [`${good}00`, '1 trailing bytes'],
    ['0200000000000000000000', 'no inputs'],
    ['<script>alert(1)</script>', 'Non-hex character "<" at position 1'],
  ]
  await page.goto('/tx/push')
  const button = page.getByRole('button', { name: 'Broadcast transaction' })
  await expect(button).toBeDisabled()
  for (const [hex, message] of cases) {
    await page.getByLabel(field).fill(hex)
    await expect(page.getByTestId('broadcast-decode-error')).toContainText(message)
    await expect(button).toBeDisabled()
    await expect(page.getByTestId('broadcast-decoded')).toHaveCount(0)
  }
  expect(posts).toEqual([])
})

test('liquid: a Liquid transaction is decoded as Elements, with the same txid as the service', async ({
  page,
  simnet,
}) => {
  // Past the coinbase: a payment with confidential outputs and a fee output.
  const txid = await confirmedTxid(simnet, 'liquid')
  const hex = await simnet.apiText('liquid', `/tx/${txid}/hex`)
  await page.goto('/liquid/tx/push')
  await page.getByLabel(field).fill('02000000010zz')
  await expect(page.getByTestId('broadcast-decode-error')).toContainText('Non-hex character "z"')
  await page.getByLabel(field).fill(hex)
  await expect(page.getByTestId('broadcast-txid')).toHaveText(txid)
  await expect(page.getByTestId('broadcast-outputs')).toContainText('fee')
  // Already mined: the node refuses it, and the page shows its words.
  await page.getByRole('button', { name: 'Broadcast transaction' }).click()
  await expect(page.getByTestId('broadcast-rejected')).toContainText('sendrawtransaction RPC error')
})

test('narrow screens: the form and the decoded transaction fit 390 px', async ({
  page,
  simnet,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const funding = await fundedOutpoint(simnet, 'main')
  await page.goto('/tx/push')
  await page.getByLabel(field).fill(spendHex(funding, 1_000))
  await expect(page.getByTestId('broadcast-decoded')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(overflow).toBeLessThanOrEqual(390)
})
