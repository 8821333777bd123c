import { fundedOutpoint, spendHex } from './broadcast-helpers'
import { expect, type Simnet, test } from './fixtures'
import { confirmedTxid } from './transaction-helpers'
import { type EsploraTx, feeRateText, psbtOf } from './tx-tools-helpers'

/**
 * A confirmed transaction whose every input carries its signature (scriptSig or witness), so that its
 * PSBT can be finalized: other specs broadcast transactions with empty witnesses that simnet takes.
 */
async function signedTx(simnet: Simnet): Promise<EsploraTx> {
  const tip = await simnet.apiText('main', '/blocks/tip/hash')
  for (let start = 0; start < 100; start += 25) {
    const txs = await simnet.api<EsploraTx[]>('main', `/block/${tip}/txs/${start}`)
    const found = txs.find(
      (tx) =>
        tx.vin.every((input) => input.prevout !== null) &&
        tx.vin.every((input) => input.scriptsig !== '' || (input.witness?.length ?? 0) > 0),
    )
    if (found) return found
  }
  throw new Error('no signed transaction among the first 100 of the tip block')
}

const previewField = 'Raw transaction (hex) or PSBT (base64 or hex)'
const testField = /^Raw transactions \(hex\), one per line/

test('preview: a simnet transaction decoded from its raw hex, with the fee simnet gives it', async ({
  page,
  simnet,
}) => {
  const txid = await confirmedTxid(simnet, 'main')
  const hex = await simnet.apiText('main', `/tx/${txid}/hex`)
  const tx = await simnet.api<EsploraTx>('main', `/tx/${txid}`)
  await page.goto('/tx/preview')
  await page.getByLabel(previewField).fill(hex)
  await expect(page.getByTestId('broadcast-txid')).toHaveText(txid)
  const rate = feeRateText(tx.fee / Math.ceil(tx.weight / 4))
  await expect(page.getByTestId('broadcast-fee')).toContainText(`(${rate} sat/vB)`)
  // Already mined: the node would not take it again, and says so.
  await page.getByRole('button', { name: 'Test' }).click()
  await expect(page.getByTestId('tx-verdict')).toHaveAttribute('data-kind', 'rejected')
  await expect(page.getByTestId('tx-verdict-words')).toContainText('already known')
})

test('preview: a PSBT of that transaction, finalized, extracts to the same txid; unfinalized, it cannot be sent', async ({
  page,
  simnet,
}) => {
  const tx = await signedTx(simnet)
  const txid = tx.txid
  const posts: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(req.url())
  })
  await page.goto('/tx/preview')
  await page.getByLabel(previewField).fill(psbtOf(tx, true))
  await expect(page.getByTestId('psbt-extracted-txid')).toHaveText(txid)
  await expect(page.getByTestId('psbt-state')).toContainText('Finalized')
  await expect(page.getByTestId('broadcast-txid')).toHaveText(txid)
  const rate = feeRateText(tx.fee / Math.ceil(tx.weight / 4))
  await expect(page.getByTestId('broadcast-fee')).toContainText(`(${rate} sat/vB)`)

  await page.getByLabel(previewField).fill(psbtOf(tx, false))
  await expect(page.getByTestId('psbt-state')).toContainText('Not finalized: 0 of')
  await expect(page.getByTestId('psbt-not-final')).toContainText(
    'cannot be tested or broadcast yet',
  )
  await expect(page.getByRole('button', { name: 'Broadcast' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Test' })).toHaveCount(0)

  await page.getByLabel(previewField).fill(psbtOf(tx, false).slice(0, 30))
  await expect(page.getByTestId('tx-preview-error')).toContainText(
    /Truncated at byte \d+|not a multiple of 4/,
  )
  expect(posts).toEqual([])
})

test('preview: a transaction simnet accepts is tested, then broadcast', async ({
  page,
  simnet,
}) => {
  const funding = await fundedOutpoint(simnet, 'main')
  // A fee well above the simulation's, as in broadcast.spec: full RBF lets it take a user's place.
  const hex = spendHex(funding, 20_000)
  await page.goto('/tx/preview')
  await page.getByLabel(previewField).fill(hex)
  await expect(page.getByTestId('broadcast-fee')).toContainText('(244 sat/vB)')
  const txid = await page.getByTestId('broadcast-txid').innerText()
  await page.getByRole('button', { name: 'Test' }).click()
  await expect(page.getByTestId('tx-verdict')).toHaveAttribute('data-kind', 'allowed')
  await expect(page.getByTestId('tx-verdict-facts')).toContainText('82 vB')
  await page.getByRole('button', { name: 'Broadcast' }).click()
  await expect(page.getByTestId('broadcast-success')).toContainText(txid)
  const sent = await simnet.api<{ txid: string }>('main', `/tx/${txid}`)
  expect(sent.txid).toBe(txid)
})

test('test: a valid and two refused transactions, each verdict in words', async ({
  page,
  simnet,
}) => {
  const funding = await fundedOutpoint(simnet, 'main')
  const other = await fundedOutpoint(simnet, 'main')
  const good = spendHex(funding, 20_000)
  const ghost = spendHex({ txid: 'ab'.repeat(32), vout: 0, value: 50_000 }, 1_000)
  const free = spendHex(other, 0)
  await page.goto('/tx/test')
  await page.getByLabel(testField).fill(good)
  await page.getByRole('button', { name: 'Test' }).click()
  await expect(page.getByTestId('tx-verdict')).toHaveAttribute('data-kind', 'allowed')
  await expect(page.getByTestId('tx-verdict-facts')).toContainText('82 vB')
  await expect(page.getByTestId('tx-verdict-facts')).toContainText('(244 sat/vB)')

  await page.getByLabel(testField).fill(ghost)
  await page.getByRole('button', { name: 'Test' }).click()
  await expect(page.getByTestId('tx-verdict-words')).toContainText(
    'An input spends coins that do not exist or are already spent',
  )
  await expect(page.getByTestId('tx-verdict')).toContainText('missing-inputs')

  await page.getByLabel(testField).fill(free)
  await page.getByRole('button', { name: 'Test' }).click()
  await expect(page.getByTestId('tx-verdict-words')).toContainText(
    'below the minimum relay fee rate',
  )
  await expect(page.getByTestId('tx-verdict')).toContainText('min relay fee not met, 0 < 82')
})

test('test: a package stops at its refused transaction, and bad input is named before any request', async ({
  page,
  simnet,
}) => {
  const funding = await fundedOutpoint(simnet, 'main')
  const good = spendHex(funding, 20_000)
  const ghost = spendHex({ txid: 'cd'.repeat(32), vout: 1, value: 50_000 }, 1_000)
  await page.goto('/tx/test')
  await page.getByLabel(testField).fill(`${good}, ${ghost}`)
  await page.getByRole('button', { name: 'Test' }).click()
  const verdicts = page.getByTestId('tx-verdict')
  await expect(verdicts).toHaveCount(2)
  await expect(verdicts.nth(0)).toHaveAttribute('data-kind', 'unchecked')
  await expect(verdicts.nth(1)).toHaveAttribute('data-kind', 'rejected')

  await page.getByLabel(testField).fill(`${good}\n${good.slice(0, -6)}`)
  await expect(page.getByTestId('tx-test-error')).toContainText(
    /^Transaction 2: Truncated at byte \d+: the locktime needs 4 bytes/,
  )
  await expect(page.getByRole('button', { name: 'Test' })).toBeDisabled()
})

test('test: a service that fails says so; Liquid has no such page', async ({ page, simnet }) => {
  await page.goto('/tx/test')
  await page
    .getByLabel(testField)
    .fill(spendHex({ txid: 'ef'.repeat(32), vout: 0, value: 9_000 }, 1_000))
  await simnet.faults({ errorRate: 1, errorStatus: 503 })
  await page.getByRole('button', { name: 'Test' }).click()
  await expect(page.getByTestId('tx-test-failed')).toContainText('Could not test the transactions')
  await simnet.clearFaults()
  await page.goto('/liquid/tx/test')
  await expect(page.getByText('Test transactions pages do not exist on Liquid')).toBeVisible()
})

test('/pushtx is the broadcast page, on the same network', async ({ page }) => {
  await page.goto('/pushtx')
  await expect(page).toHaveURL(/\/tx\/push$/)
  expect(new URL(page.url()).pathname).toBe('/tx/push')
  await page.goto('/testnet/pushtx')
  await expect(page).toHaveURL(/\/testnet\/tx\/push$/)
  await expect(page.getByTestId('broadcast-page')).toBeVisible()
  await page.goto('/liquid/pushtx')
  await expect(page).toHaveURL(/\/liquid\/tx\/push$/)
})

test('a 390 px phone: preview of a PSBT and test results fit the screen', async ({
  page,
  simnet,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const txid = await confirmedTxid(simnet, 'main')
  const tx = await simnet.api<EsploraTx>('main', `/tx/${txid}`)
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  await page.goto('/tx/preview')
  await page.getByLabel(previewField).fill(psbtOf(tx, false))
  await expect(page.getByTestId('psbt-not-final')).toBeVisible()
  await expect(page.getByTestId('broadcast-decoded')).toBeVisible()
  expect(await overflow()).toBe(0)
  await page.goto('/tx/test')
  const hex = await simnet.apiText('main', `/tx/${txid}/hex`)
  await page.getByLabel(testField).fill(hex)
  await page.getByRole('button', { name: 'Test' }).click()
  await expect(page.getByTestId('tx-verdict-words')).toBeVisible()
  expect(await overflow()).toBe(0)
})
