import { expect, type Page } from '@playwright/test'
import { rpc, toHex } from './rpc'
import { type TestWallet, testWalletInfo } from './test-wallet'

type Hex = `0x${string}`

/** The test wallet's button in the connect list (wagmi's connector id is the EIP-6963 rdns). */
export const connectorTestId = `wallet-connector-${testWalletInfo.rdns}`

/** The header button's connection state. */
export const walletStatus = (page: Page) => page.getByTestId('wallet-status')

/** Opens the wallet panel from the header. */
export async function openWallet(page: Page): Promise<void> {
  await page.getByTestId('wallet-button').click()
  await expect(page.getByTestId('wallet-panel')).toBeVisible()
}

/** Loads the app, connects the test wallet from the panel and waits until the account shows. */
export async function connectWallet(page: Page, wallet: TestWallet): Promise<void> {
  await page.goto('/')
  await openWallet(page)
  await page.getByTestId(connectorTestId).click()
  await expect(walletStatus(page)).toHaveText('connected')
  await expect(page.getByTestId('wallet-address')).toHaveText(sameAddress(wallet.address))
}

/** Matches an address whatever its case (the page shows it checksummed). */
export function sameAddress(address: string): RegExp {
  return new RegExp(`^${address}$`, 'i')
}

/** An account's balance on a node, in wei. */
export async function balanceOf(url: string, address: Hex): Promise<bigint> {
  return BigInt(await rpc<Hex>(url, 'eth_getBalance', [address, 'latest']))
}

/** A transaction's receipt status on a node: 'success', 'reverted', or undefined while not mined. */
export async function receiptStatus(url: string, hash: Hex): Promise<string | undefined> {
  const receipt = await rpc<{ status: Hex } | null>(url, 'eth_getTransactionReceipt', [hash])
  if (!receipt) return undefined
  return receipt.status === toHex(1) ? 'success' : 'reverted'
}

/** Fills the send form and submits it. */
export async function send(page: Page, to: string, amount: string): Promise<void> {
  await page.getByTestId('wallet-send-to').fill(to)
  await page.getByTestId('wallet-send-amount').fill(amount)
  await page.getByTestId('wallet-send').click()
}

/**
 * Sends with the chain holding transactions, and waits until the page follows the pending one: it has
 * asked the node for its receipt (viem's first look) and shows it pending. Replacing it any earlier would
 * test the sender-and-nonce fallback, not what a wallet's speed-up looks like to a page that is watching.
 */
export async function sendHeld(page: Page, wallet: TestWallet, to: string): Promise<Hex> {
  await wallet.hold()
  const before = wallet.sent.length
  await send(page, to, '0.25')
  await expect.poll(() => wallet.sent.length).toBe(before + 1)
  const hash = wallet.sent[before]
  if (hash === undefined) throw new Error('the wallet sent nothing')
  await expect(page.getByTestId('wallet-tx-status')).toHaveText('pending')
  await expect.poll(() => wallet.pageAsked('eth_getTransactionReceipt', hash)).toBe(true)
  return hash
}
