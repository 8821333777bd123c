import { fundedOutpoint, spendHex } from './broadcast-helpers'
import { expect, type Network, networkPath, test } from './fixtures'

async function json<T>(request: import('@playwright/test').APIRequestContext, url: string) {
  const response = await request.get(url)
  expect(response.ok(), url).toBe(true)
  return (await response.json()) as T
}

async function broadcast(request: import('@playwright/test').APIRequestContext, hex: string) {
  const response = await request.post(`${process.env.OUTPOINT_E2E_SIMNET_URL}/api/tx`, {
    data: hex,
  })
  expect(response.ok(), await response.text()).toBe(true)
  return response.text()
}

for (const network of ['main', 'testnet'] as const satisfies Network[]) {
  test(`${network}: the merkle proof of a confirmed transaction verifies against its block header`, async ({
    page,
    request,
    simnet,
  }) => {
    const api = `${simnet.url}${networkPath(network, '/api')}`
    const hash = await (await request.get(`${api}/blocks/tip/hash`)).text()
    const txids = await json<string[]>(request, `${api}/block/${hash}/txids`)
    // A transaction inside the block, so the proof has siblings on both sides.
    const txid = txids[Math.floor(txids.length / 2)] as string
    const height = (await json<{ height: number }>(request, `${api}/block/${hash}`)).height
    await page.goto(networkPath(network, `/tx/${txid}`))
    await expect(page.getByTestId('tx-merkle-verified')).toContainText(
      `matches the block ${height} header`,
    )
    await expect(page.getByTestId('tx-flow')).toBeVisible()
  })
}

test('the raw hex opens on demand and is the transaction', async ({ page, request, simnet }) => {
  const funding = await fundedOutpoint(request, 'main')
  const hex = await (await request.get(`${simnet.url}/api/tx/${funding.txid}/hex`)).text()
  await page.goto(`/tx/${funding.txid}`)
  const raw = page.getByTestId('tx-raw-hex')
  await raw.getByText('Raw transaction (hex)').click()
  await expect(raw.locator('pre')).toHaveText(hex)
})

test("a replacement shows in both transactions' histories, live on the open page", async ({
  page,
  request,
}) => {
  const funding = await fundedOutpoint(request, 'main')
  // A low rate (1.2 sat/vB) keeps the first version out of the blocks simnet mines meanwhile (it mines
  // fast while it catches up with the clock); a block taking it would leave nothing to replace.
  const first = await broadcast(request, spendHex(funding, 100))
  await page.goto(`/tx/${first}`)
  await expect(page.getByTestId('tx-flow')).toBeVisible()
  await expect(page.getByTestId('tx-rbf')).toHaveCount(0)
  // Unconfirmed: no merkle proof to check yet.
  await expect(page.getByTestId('tx-merkle')).toHaveCount(0)
  // Full RBF: the same input, a higher fee, another output.
  const second = await broadcast(request, spendHex(funding, 40_000, '22'.repeat(20)))
  await expect(page.getByTestId('tx-rbf-replaced-by')).toContainText(second)
  await page.goto(`/tx/${second}`)
  await expect(page.getByTestId('tx-rbf-replaces')).toContainText(first)
  const versions = page.getByTestId('tx-rbf-versions')
  await expect(versions).toContainText(first)
  await expect(versions).toContainText(second)
})

test('a flow of thousands of outputs folds into "N more"', async ({ page, request, simnet }) => {
  const { batchTxid } = await json<{ batchTxid: string }>(request, `${simnet.url}/_simnet/state`)
  await page.goto(`/tx/${batchTxid}`)
  const outputs = page.getByTestId('tx-flow-output')
  await expect(outputs).toHaveCount(20)
  await expect(outputs.last()).toContainText(/\d+ more/)
})

test('liquid: the merkle check says why it is not done', async ({ page, request, simnet }) => {
  const api = `${simnet.url}/liquid/api`
  const hash = await (await request.get(`${api}/blocks/tip/hash`)).text()
  const txids = await json<string[]>(request, `${api}/block/${hash}/txids`)
  await page.goto(`/liquid/tx/${txids[0]}`)
  await expect(page.getByTestId('tx-merkle')).toContainText('Not checked on Liquid')
})
