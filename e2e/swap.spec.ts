import type { Route } from '@playwright/test'
import { formatEther, getAddress } from 'viem'
import { anvilUrl, expect, requestsTo, test } from './fixtures'
import { freshBitcoinAddress } from './swap/address'
import { connectHere, fillSwap, mineUntilStatus, satsAt, statusPageId, swapUrl } from './swap/page'
import { balanceOf, openWallet, sameAddress } from './wallet/panel'
import { rpc } from './wallet/rpc'

// Swaps through the rig's local swap service: ETH on anvil chain 31337 (sent by the injected test wallet)
// and BTC on simnet's main chain (paid by simnet's faucet). The service's rate is 15 ETH per BTC less a
// 30 bps fee kept in the source coin; its quotes hold 10 s in the rig (e2e/global-setup.ts).

const ethNode = () => anvilUrl(31337)

const nonceOf = async (address: `0x${string}`) =>
  Number(await rpc<string>(ethNode(), 'eth_getTransactionCount', [address, 'latest']))

test('ETH -> BTC: the wallet sends the deposit on anvil, the status follows to Completed, and the payout shows on the BTC address page', async ({
  page,
  simnet,
  wallet,
  problems,
}) => {
  test.setTimeout(120_000)
  const receive = freshBitcoinAddress()
  await page.goto('/swap')
  await connectHere(page)
  await fillSwap(page, { from: 'anvil', amount: '0.3', receive })
  await expect(page.getByTestId('swap-quote-rate')).toHaveText(/^1 ETH = 0\.0\d+ BTC$/)
  await page.getByTestId('swap-send').click()

  const id = await statusPageId(page)
  expect(wallet.sent).toHaveLength(1)
  const [deposit] = wallet.sent
  await expect(page.getByTestId('swap-source-tx')).toHaveText(deposit ?? '')
  await mineUntilStatus(page, simnet, /^Completed$/)
  // The account stays connected across the swap pages (the header's panel still has it).
  await openWallet(page)
  await expect(page.getByTestId('wallet-address')).toHaveText(sameAddress(wallet.address))
  await page.keyboard.press('Escape')

  // 0.3 ETH less 30 bps is 0.2991 ETH, at 15 ETH per BTC 0.01994 BTC.
  const payout = page.getByTestId('swap-destination-tx')
  const payoutTxid = (await payout.textContent()) ?? ''
  expect(payoutTxid).toMatch(/^[0-9a-f]{64}$/)
  expect(await satsAt(simnet, receive)).toBe(1_994_000)

  await payout.click()
  await expect(page).toHaveURL(new RegExp(`/tx/${payoutTxid}$`))
  await page.goto(`/address/${receive}`)
  await expect(
    page.locator(`[data-testid="tx-summary-row"][data-txid="${payoutTxid}"]`),
  ).toBeVisible()
  await expect(page.getByTestId('tx-summary-row')).toHaveCount(1)

  await page.goto('/swap')
  await expect(page.getByTestId('swap-history')).toContainText(`Swap ${id}`)
  expect(problems).toEqual([])
})

test('BTC -> ETH: the deposit paid on simnet to the address shown is tracked live, the status follows to Completed, and the payout shows in the wallet balance', async ({
  page,
  simnet,
  wallet,
  problems,
}) => {
  test.setTimeout(120_000)
  const before = await balanceOf(ethNode(), wallet.address)
  await page.goto('/swap')
  await connectHere(page)
  await fillSwap(page, { from: 'bitcoin', amount: '0.01', receive: wallet.address })
  await page.getByTestId('swap-send').click()
  await statusPageId(page)

  await expect(page.getByTestId('swap-status')).toHaveText('Submitted')
  await expect(page.getByTestId('swap-deposit-amount')).toHaveText('0.01')
  await expect(
    page.getByTestId('swap-deposit-qr').locator('svg, canvas, img').first(),
  ).toBeVisible()
  const address = (await page.getByTestId('swap-deposit-address').textContent()) ?? ''
  expect(address).toMatch(/^bc1/)
  const tracker = page.getByTestId('swap-deposit-tracking')
  await expect(tracker).toHaveAttribute('data-state', 'waiting')

  const txid = await simnet.faucet(address, 1_000_000)
  // The explorer's live feed brings the payment to the open page (no reload); a block of simnet's own
  // may already have confirmed it.
  await expect(page.getByTestId('swap-deposit-tx')).toHaveText(txid)
  await expect(tracker).toHaveAttribute('data-state', /^(mempool|confirmed)$/)
  await mineUntilStatus(page, simnet, /^Completed$/)
  await expect(page.getByTestId('swap-source-tx')).toHaveText(txid)

  // 0.01 BTC less 30 bps is 0.00997 BTC, at 15 ETH per BTC 0.14955 ETH.
  const payout = page.getByTestId('swap-destination-tx')
  await expect(payout).toHaveText(/^0x[0-9a-f]{64}$/)
  const after = before + 149_550_000_000_000_000n
  expect(await balanceOf(ethNode(), wallet.address)).toBe(after)
  // The open wallet reads its balance again on each new block: the payout shows without a reload.
  await openWallet(page)
  await expect(page.getByTestId('wallet-balance')).toHaveText(`${formatEther(after)} ETH`)
  expect(problems).toEqual([])
})

test('a quote refreshes itself before it goes stale; a stale one cannot be sent until a fresh one arrives', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000)
  const receive = getAddress(`0x${'5a'.repeat(20)}`)
  await page.goto('/swap')
  await fillSwap(page, { from: 'bitcoin', amount: '0.02', receive })
  const expiry = page.getByTestId('swap-quote-expiry')
  const expiresAt = async () => Number(await expiry.getAttribute('data-expires-at'))
  const first = await expiresAt()
  await expect.poll(expiresAt, { timeout: 20_000 }).toBeGreaterThan(first)
  await expect(page.getByTestId('swap-quote-stale')).toHaveCount(0)

  // The service stops answering quotes: the refresh hangs until the spec lets it through.
  const held: Route[] = []
  await page.route(
    (url) => url.href.startsWith(swapUrl()) && url.pathname === '/v0/transfer/quote',
    (route) => (route.request().method() === 'GET' ? held.push(route) : route.continue()),
  )
  const sends = requestsTo(page, '/v0/transfer/send')
  await expect(page.getByTestId('swap-quote-stale')).toBeVisible({ timeout: 20_000 })
  await expect(expiry).toHaveText('expired')
  await expect(page.getByTestId('swap-send')).toBeDisabled()
  // Enter in the form does not send it either.
  await page.getByTestId('swap-amount').press('Enter')
  expect(held.length).toBeGreaterThan(0)
  const stale = await expiresAt()

  await page.unroute(() => true)
  for (const route of held.splice(0)) await route.continue().catch(() => undefined)
  await expect(page.getByTestId('swap-quote-stale')).toHaveCount(0)
  await expect.poll(expiresAt).toBeGreaterThan(stale)
  expect(sends).toEqual([])
  await page.getByTestId('swap-send').click()
  await statusPageId(page)
  await expect(page.getByTestId('swap-status')).toHaveText('Submitted')
  expect(sends).toHaveLength(1)
  expect(problems).toEqual([])
})

test('a deposit the user rejects in the wallet: the page says so, nothing is sent, and the kept order can be paid afterwards', async ({
  page,
  request,
  wallet,
  problems,
}) => {
  await page.goto('/swap')
  await connectHere(page)
  const nonce = await nonceOf(wallet.address)
  wallet.policies.rejectSend = true
  await fillSwap(page, { from: 'anvil', amount: '0.05', receive: freshBitcoinAddress() })
  await page.getByTestId('swap-send').click()

  await expect(page.getByTestId('swap-error')).toContainText('rejected')
  const retry = page.getByTestId('swap-retry-deposit')
  await expect(retry).toBeVisible()
  const note = (await page.locator('.swap-note', { has: retry }).textContent()) ?? ''
  const id = note.match(/Swap (\d+) is created/)?.[1]
  expect(id).toBeDefined()
  expect(wallet.callsOf('eth_sendTransaction')).toHaveLength(1)
  expect(wallet.sent).toEqual([])
  expect(await nonceOf(wallet.address)).toBe(nonce)
  const status = await request.get(`${swapUrl()}/v0/transfer/status?id=${id}`)
  expect(((await status.json()) as { status?: unknown }).status).toBe('Submitted')
  await expect(page).toHaveURL(/\/swap$/)

  wallet.policies.rejectSend = false
  await retry.click()
  expect(await statusPageId(page)).toBe(id)
  expect(wallet.sent).toHaveLength(1)
  await expect(page.getByTestId('swap-source-tx')).toHaveText(wallet.sent[0] ?? '')
  await expect(page.getByTestId('swap-status')).toHaveText(/Pending|Completed/)
  expect(problems).toEqual([])
})

test('a deposit of the wrong amount is refunded to the refund address: Refund Required, then Refunded', async ({
  page,
  simnet,
  problems,
}) => {
  test.setTimeout(120_000)
  const refund = freshBitcoinAddress()
  await page.goto('/swap')
  await fillSwap(page, {
    from: 'bitcoin',
    amount: '0.01',
    receive: getAddress(`0x${'6b'.repeat(20)}`),
    refund,
  })
  await page.getByTestId('swap-send').click()
  await statusPageId(page)
  const address = (await page.getByTestId('swap-deposit-address').textContent()) ?? ''

  const txid = await simnet.faucet(address, 400_000)
  await expect(page.getByTestId('swap-deposit-tx')).toHaveText(txid)
  await expect(page.getByTestId('swap-deposit-tracking')).toContainText(
    'It paid 0.004 BTC, not the 0.01 BTC asked for: the service will refund it.',
  )
  // A block confirms the deposit; the refund then waits for one of its own (unless one of simnet's
  // own blocks takes it before the page looks again).
  await mineUntilStatus(page, simnet, /^(Refund Required|Refunded)$/, (status) =>
    /^(Submitted|Pending Source Chain)$/.test(status),
  )
  await mineUntilStatus(page, simnet, /^Refunded$/)
  await expect(page.getByTestId('swap-destination-tx')).toHaveCount(0)
  const refundTx = page.getByTestId('swap-refund-tx')
  await expect(refundTx).toHaveText(/^[0-9a-f]{64}$/)
  expect(await satsAt(simnet, refund)).toBe(400_000)
  expect(problems).toEqual([])
})

test('a wrong-amount deposit without a refund address stays Refund Required, and the page says why', async ({
  page,
  simnet,
  problems,
}) => {
  test.setTimeout(120_000)
  await page.goto('/swap')
  await fillSwap(page, {
    from: 'bitcoin',
    amount: '0.01',
    receive: getAddress(`0x${'7c'.repeat(20)}`),
  })
  await page.getByTestId('swap-send').click()
  await statusPageId(page)
  const address = (await page.getByTestId('swap-deposit-address').textContent()) ?? ''
  const txid = await simnet.faucet(address, 1_200_000)
  await expect(page.getByTestId('swap-deposit-tx')).toHaveText(txid)
  await mineUntilStatus(page, simnet, /^Refund Required$/, (status) =>
    /^(Submitted|Pending Source Chain)$/.test(status),
  )
  await expect(page.getByTestId('swap-status-page')).toContainText(
    'The service says: The deposit was 1200000, not the 1000000 asked for. No refund address was given',
  )
  await expect(page.getByTestId('swap-status-page')).toContainText(
    'The deposit cannot be swapped and will be refunded.',
  )
  await expect(page.getByTestId('swap-refund-tx')).toHaveCount(0)
  await expect(page.getByTestId('swap-destination-tx')).toHaveCount(0)
  expect(problems).toEqual([])
})
