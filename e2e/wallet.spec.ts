import { getAddress, verifyMessage } from 'viem'
import { anvilUrl, expect, requestsTo, test } from './fixtures'
import {
  balanceOf,
  connectorTestId,
  connectWallet,
  openWallet,
  receiptStatus,
  sameAddress,
  send,
  sendHeld,
  walletStatus,
} from './wallet/panel'
import { testWalletInfo } from './wallet/test-wallet'

// The wallet against the rig's two anvils (31337, which the test wallet knows, and 31338, which it does
// not), through the injected EIP-1193 test wallet in e2e/wallet/.

const chainA = 31337
const chainB = 31338
const node = anvilUrl

test.describe('connection', () => {
  test('lists the announced wallet with its name and icon, and connects it', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await expect(walletStatus(page)).toHaveText('Connect wallet')
    await openWallet(page)
    const button = page.getByTestId(connectorTestId)
    await expect(button).toContainText(testWalletInfo.name)
    await expect(button.locator('img')).toHaveAttribute('src', testWalletInfo.icon)
    // The dialog's frame comes with the wallet's own chunk: on a page that never opened the settings
    // (whose chunk once carried it) the panel still floats above the modal's click shield.
    await expect(page.getByTestId('wallet-panel')).toHaveCSS('position', 'fixed')
    await button.click()
    await expect(walletStatus(page)).toHaveText('connected')
    await expect(page.getByTestId('wallet-address')).toHaveText(sameAddress(wallet.address))
    await expect(page.getByTestId('wallet-chain')).toHaveText(`Local chain ${chainA}`)
    // anvil funds its dev accounts with 10,000 ETH; earlier specs may have spent a little.
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^(10000|9\d{3}(\.\d+)?) ETH$/)
    expect(wallet.callsOf('wallet_requestPermissions')).toHaveLength(1)
  })

  test('reconnects by itself after a reload, without asking the wallet again', async ({
    page,
    wallet,
  }) => {
    await connectWallet(page, wallet)
    await page.reload()
    await expect(walletStatus(page)).toHaveText('connected')
    await openWallet(page)
    await expect(page.getByTestId('wallet-address')).toHaveText(sameAddress(wallet.address))
    expect(wallet.callsOf('wallet_requestPermissions')).toHaveLength(1)
  })

  test('stays disconnected across a reload once the user disconnected', async ({
    page,
    wallet,
  }) => {
    await connectWallet(page, wallet)
    await page.getByTestId('wallet-disconnect').click()
    await expect(walletStatus(page)).toHaveText('Connect wallet')
    await expect(page.getByTestId(connectorTestId)).toBeVisible()
    // This wallet cannot revoke: it would still hand out its accounts, so only the page's own
    // persisted flag keeps the connection closed.
    expect(wallet.authorized).toBe(true)
    await page.reload()
    await openWallet(page)
    await expect(page.getByTestId(connectorTestId)).toBeVisible()
    // wagmi's reconnect runs when the wallet code loads; give it time to (wrongly) succeed.
    await page.waitForTimeout(1_500)
    await expect(walletStatus(page)).toHaveText('Connect wallet')
    await expect(page.getByTestId('wallet-address')).toHaveCount(0)
  })

  test('says so when the user rejects the connection', async ({ page, wallet }) => {
    wallet.policies.rejectConnect = true
    await page.goto('/')
    await openWallet(page)
    await page.getByTestId(connectorTestId).click()
    await expect(page.getByTestId('wallet-error')).toContainText('rejected')
    await expect(page.getByTestId('wallet-error-detail')).toContainText('4001')
    await expect(walletStatus(page)).toHaveText('Connect wallet')
  })
})

test('without a wallet in the browser: the explorer loads no wallet code, and the menu says none was found', async ({
  page,
}) => {
  const walletChunks = requestsTo(page, /\/assets\/WalletRuntime-[^/]*\.js$/)
  await page.goto('/')
  await expect(page.getByTestId('wallet-status')).toHaveText('Connect wallet')
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
  expect(walletChunks).toEqual([])
  await openWallet(page)
  await expect(page.getByTestId('wallet-none')).toContainText('No wallet found')
  expect(walletChunks).toHaveLength(1)
})

test('on a 390 px phone the header, with the wallet state, and the open panel fit the screen', async ({
  page,
  wallet,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await connectWallet(page, wallet)
  await expect(page.getByTestId('wallet-send')).toBeVisible()
  const width = () => page.evaluate(() => document.documentElement.scrollWidth)
  expect(await width()).toBeLessThanOrEqual(390)
  await page.getByTestId('wallet-disconnect').click()
  await expect(walletStatus(page)).toHaveText('Connect wallet')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('wallet-panel')).toBeHidden()
  expect(await width()).toBeLessThanOrEqual(390)
})

test.describe("the wallet's own events", () => {
  test('follows an account change', async ({ page, wallet }) => {
    await connectWallet(page, wallet)
    const other = await wallet.selectAccount(1)
    await expect(page.getByTestId('wallet-address')).toHaveText(sameAddress(other))
  })

  test('shows a chain it does not offer as the wrong network, with a switch back', async ({
    page,
    wallet,
  }) => {
    await connectWallet(page, wallet)
    // The user picks, in the wallet, a chain this app has no RPC endpoint for.
    await wallet.moveToChain(424242)
    await expect(page.getByTestId('wallet-wrong-network')).toContainText('424242')
    await page.getByTestId('wallet-switch-back').click()
    await expect(page.getByTestId('wallet-wrong-network')).toHaveCount(0)
    await expect(page.getByTestId('wallet-chain')).toHaveText(`Local chain ${chainA}`)
    expect(wallet.chainId).toBe(chainA)
  })

  test('ends the connection when the wallet disconnects', async ({ page, wallet }) => {
    await connectWallet(page, wallet)
    await wallet.disconnect()
    await expect(walletStatus(page)).toHaveText('Connect wallet')
    await expect(page.getByTestId(connectorTestId)).toBeVisible()
  })
})

test.describe('chains', () => {
  test('adds a chain the wallet does not know (4902), then is on it', async ({ page, wallet }) => {
    await connectWallet(page, wallet)
    await page.getByTestId(`wallet-switch-${chainB}`).click()
    await expect(page.getByTestId('wallet-chain')).toHaveText(`Local chain ${chainB}`)
    expect(wallet.chainId).toBe(chainB)
    const methods = wallet.calls.map((call) => call.method)
    expect(methods).toContain('wallet_switchEthereumChain')
    const [added] = wallet.callsOf('wallet_addEthereumChain') as [{ rpcUrls: string[] }][]
    expect(added?.[0].rpcUrls[0]).toBe(node(chainB))
    await expect(page.getByTestId('wallet-balance')).toHaveText(/ ETH$/)
  })

  test('says the request was rejected when the wallet refuses to add the chain', async ({
    page,
    wallet,
  }) => {
    wallet.policies.rejectAddChain = true
    await connectWallet(page, wallet)
    await page.getByTestId(`wallet-switch-${chainB}`).click()
    await expect(page.getByTestId('wallet-error')).toContainText('rejected')
    await expect(page.getByTestId('wallet-chain')).toHaveText(`Local chain ${chainA}`)
    expect(wallet.chainId).toBe(chainA)
  })
})

test.describe('signing and sending', () => {
  test('signs a message (personal_sign) and verifies the signature', async ({ page, wallet }) => {
    await connectWallet(page, wallet)
    const message = 'Outpoint wallet check: 42'
    await page.getByTestId('wallet-sign-input').fill(message)
    await page.getByTestId('wallet-sign').click()
    await expect(page.getByTestId('wallet-signature-valid')).toHaveText('valid')
    const signature = (await page.getByTestId('wallet-signature').textContent()) as `0x${string}`
    // Checked here too, independently of the page: anvil signed with the account's own key.
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
    const other = getAddress(wallet.accounts[1] ?? '')
    expect(await verifyMessage({ address: other, message, signature })).toBe(false)
    expect(wallet.callsOf('personal_sign')).toHaveLength(1)
  })

  test('sends ETH and follows it to confirmed', async ({ page, wallet }) => {
    await connectWallet(page, wallet)
    const to = getAddress(wallet.accounts[2] ?? '')
    const before = await balanceOf(node(chainA), to)
    await send(page, to, '0.5')
    await expect(page.getByTestId('wallet-tx-status')).toHaveText('confirmed')
    expect(await balanceOf(node(chainA), to)).toBe(before + 500_000_000_000_000_000n)
    const [hash] = wallet.sent
    await expect(page.getByTestId('wallet-recent').locator('li').first()).toContainText('confirmed')
    expect(hash && (await receiptStatus(node(chainA), hash))).toBe('success')
  })

  test('keeps recent transactions per account and chain across a reload', async ({
    page,
    wallet,
  }) => {
    await connectWallet(page, wallet)
    await send(page, getAddress(wallet.accounts[7] ?? ''), '0.01')
    await expect(page.getByTestId('wallet-tx-status')).toHaveText('confirmed')
    const [hash] = wallet.sent
    const recent = page.getByTestId('wallet-recent').locator('li')
    await expect(recent).toHaveCount(1)
    await page.reload()
    await openWallet(page)
    await expect(walletStatus(page)).toHaveText('connected')
    await expect(recent).toHaveCount(1)
    await expect(recent.first()).toHaveAttribute('data-status', 'confirmed')
    await expect(recent.first().locator('code').first()).toHaveAttribute('title', hash ?? '')
    // Another account of the same wallet, on the same chain, has sent nothing.
    await wallet.selectAccount(1)
    await expect(recent).toHaveCount(0)
  })

  test('refuses a recipient with a wrong checksum before asking the wallet', async ({
    page,
    wallet,
  }) => {
    await connectWallet(page, wallet)
    const to = getAddress(wallet.accounts[2] ?? '')
    // Flipping the case of one letter breaks the EIP-55 checksum.
    const broken = to.replace(/[a-f]/, (letter) => letter.toUpperCase())
    await send(page, broken, '0.5')
    await expect(page.getByTestId('wallet-send-error')).toContainText('checksum')
    expect(wallet.sent).toHaveLength(0)
  })
})

test.describe('replacements', () => {
  test('a speed-up is shown as repriced and the replacement followed', async ({ page, wallet }) => {
    await connectWallet(page, wallet)
    const hash = await sendHeld(page, wallet, getAddress(wallet.accounts[3] ?? ''))
    const replacement = await wallet.speedUp(hash)
    // The served chain says `local`, so the page polls it every 250 ms rather than viem's 4 s (unit tests
    // in packages/serve and packages/wallet hold that; no timing assertion here on a shared machine).
    await expect(page.getByTestId('wallet-tx-reason')).toHaveText('repriced')
    await expect(page.getByTestId('wallet-tx-status')).toHaveText('confirmed')
    expect(await receiptStatus(node(chainA), replacement)).toBe('success')
    expect(await receiptStatus(node(chainA), hash)).toBeUndefined()
  })

  test('a cancel is shown as cancelled', async ({ page, wallet }) => {
    await connectWallet(page, wallet)
    const to = getAddress(wallet.accounts[4] ?? '')
    const before = await balanceOf(node(chainA), to)
    const hash = await sendHeld(page, wallet, to)
    await wallet.cancel(hash)
    await expect(page.getByTestId('wallet-tx-reason')).toHaveText('cancelled')
    await expect(page.getByTestId('wallet-tx-status')).toHaveText('confirmed')
    expect(await balanceOf(node(chainA), to)).toBe(before)
  })

  test('a different transaction in its place is shown as replaced', async ({ page, wallet }) => {
    await connectWallet(page, wallet)
    const hash = await sendHeld(page, wallet, getAddress(wallet.accounts[5] ?? ''))
    const other = getAddress(wallet.accounts[6] ?? '')
    const before = await balanceOf(node(chainA), other)
    await wallet.replaceWith(hash, { to: other, value: 1_000n })
    await expect(page.getByTestId('wallet-tx-reason')).toHaveText('replaced')
    await expect(page.getByTestId('wallet-tx-status')).toHaveText('confirmed')
    expect(await balanceOf(node(chainA), other)).toBe(before + 1_000n)
  })
})
