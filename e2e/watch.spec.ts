import { readFile } from 'node:fs/promises'
import { addressTracked } from './address-helpers'
import { expect, test } from './fixtures'
import { shortId, watchNewPayment } from './watch-helpers'

/** Records every Notification the page constructs (title and body), keeping the browser's own. */
const recordNotifications = () => {
  const shown: { title: string; body: string }[] = []
  const Native = globalThis.Notification
  class Recorded extends Native {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options)
      shown.push({ title, body: options?.body ?? '' })
    }
  }
  Object.defineProperty(globalThis, 'Notification', { value: Recorded, configurable: true })
  Object.defineProperty(globalThis, '__notifications', { value: shown })
}

test('a watched transaction confirms: the notification fires, then again at N confirmations', async ({
  page,
  context,
  simnet,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the config sets baseURL')
  await context.grantPermissions(['notifications'], { origin: baseURL })
  await page.addInitScript(recordNotifications)
  const notifications = () =>
    page.evaluate(
      () =>
        (globalThis as unknown as { __notifications: { title: string; body: string }[] })
          .__notifications,
    )
  const { txid, item } = await watchNewPayment(page, simnet, (path) => page.goto(path), 300)
  await expect(page.getByTestId('watch-privacy')).toContainText(new URL(baseURL ?? '').host)
  await expect(page.getByTestId('watch-notify')).not.toBeChecked()
  await page.getByTestId('watch-notify').check()
  await page.getByTestId('watch-confirmations').fill('2')

  await simnet.mine('main', 1)
  await expect(item.getByTestId('watch-state')).toHaveText('Confirmed', { timeout: 15_000 })
  await expect.poll(notifications, { timeout: 15_000 }).toContainEqual({
    title: 'Transaction confirmed',
    body: `Transaction ${shortId(txid)} on Bitcoin is confirmed in a block.`,
  })
  await simnet.mine('main', 1)
  await expect.poll(notifications, { timeout: 15_000 }).toContainEqual({
    title: '2 confirmations',
    body: `Transaction ${shortId(txid)} on Bitcoin has 2 confirmations.`,
  })
  // Delivered as notifications: the header's count stays at zero.
  await expect(page.getByTestId('watch-badge')).toHaveCount(0)
})

test('a watched transaction replaced by a fee bump: the notice names its replacement, and no drop follows', async ({
  page,
  simnet,
}) => {
  // A low rate keeps it out of the blocks simnet mines meanwhile (as the RBF spec does).
  const txid = await simnet.tx('main', { feeRate: 1.5 })
  const tracked = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        // One watched transaction is followed with track-tx, several with track-txs.
        if (String(payload).includes('"track-tx') && String(payload).includes(txid)) resolve()
      })
    })
  })
  await page.goto(`/tx/${txid}`)
  await page.getByRole('button', { name: 'Watch this transaction' }).click()
  await page.getByTestId('watch-link').click()
  const item = page.getByTestId('watch-item').filter({ hasText: txid })
  await expect(item.getByTestId('watch-state')).toHaveText('Unconfirmed')
  await tracked

  // Notifications are off: the notice goes to the page's list.
  const by = await simnet.replace('main', txid, { feeRate: 30 })
  const notices = page.getByTestId('watch-notice')
  await expect(notices.filter({ hasText: 'Transaction replaced' })).toContainText(
    `Transaction ${shortId(txid)} on Bitcoin was replaced by ${shortId(by)}.`,
    { timeout: 15_000 },
  )
  // The replaced transaction is gone from the service: that is the replacement, not a drop.
  await page.waitForTimeout(2_000)
  await expect(notices.filter({ hasText: 'Transaction dropped' })).toHaveCount(0)
})

test('a watched address on another network receives a payment: the notice is in the list and the header', async ({
  page,
  simnet,
}) => {
  // BIP 173's testnet address: a Signet address too, watched from the main network's page.
  const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
  const file = JSON.stringify({
    version: 1,
    watches: [{ type: 'address', network: 'signet', id: address, added: 1 }],
  })
  await page.goto('/watch')
  await page.getByTestId('watch-import').setInputFiles({
    name: 'watch.json',
    mimeType: 'application/json',
    buffer: Buffer.from(file),
  })
  await expect(page.getByTestId('watch-import-result')).toHaveText('Imported 1 watch.')
  await expect(page.getByTestId('watch-group-signet')).toContainText(address)
  // Notifications stay off: the notice goes to the page's list.
  // The Signet feed of a main-network page: the payment goes out once it follows the address.
  const tracked = addressTracked(page, address)
  await page.goto('/')
  await tracked
  const txid = await simnet.faucet(address, 50_000, 'signet')
  await expect(page.getByTestId('watch-badge')).toHaveText('1', { timeout: 15_000 })
  await page.getByTestId('watch-link').click()
  await expect(page.getByTestId('watch-notice').first()).toContainText(
    `Payment received ${shortId(address)} on Signet received 0.00050000 BTC.`,
  )
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  await expect(page.getByTestId('watch-badge')).toHaveCount(0)
})

test('the watch-list exports and imports back; a bad file is refused naming its entry', async ({
  page,
}) => {
  const address = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'
  await page.goto(`/address/${address}`)
  await page.getByRole('button', { name: 'Watch this address' }).click()
  await page.goto('/watch')
  await expect(page.getByTestId('watch-item')).toContainText(address)
  const download = page.waitForEvent('download')
  await page.getByTestId('watch-export').click()
  const text = await readFile((await (await download).path()) as string, 'utf8')
  expect(JSON.parse(text)).toMatchObject({
    version: 1,
    watches: [{ type: 'address', network: 'main', id: address }],
  })

  await page.getByRole('button', { name: `Stop watching ${address}` }).click()
  await expect(page.getByTestId('watch-empty')).toBeVisible()
  const input = page.getByTestId('watch-import')
  await input.setInputFiles({
    name: 'w.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  })
  await expect(page.getByTestId('watch-item')).toContainText(address)

  const bad = JSON.parse(text) as { watches: object[] }
  bad.watches.push({ type: 'transaction', network: 'main', id: 'not-a-txid' })
  await input.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  })
  await expect(page.getByTestId('watch-import-result')).toHaveText(
    'Entry 2: “not-a-txid” is not an address or transaction id of its network.',
  )
  await expect(page.getByTestId('watch-item')).toHaveCount(1)
})

test('corrupt stored data: an empty list and a notice, no crash', async ({ page, problems }) => {
  await page.addInitScript(() => localStorage.setItem('outpoint.watch', '{"version":1,"watches":'))
  await page.goto('/watch')
  await expect(page.getByTestId('watch-corrupt')).toBeVisible()
  await expect(page.getByTestId('watch-empty')).toBeVisible()
  expect(problems).toEqual([])
})
