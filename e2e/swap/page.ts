import { expect, type Page } from '@playwright/test'
import type { Simnet } from '../fixtures'
import { connectorTestId, openWallet, walletStatus } from '../wallet/panel'

/** The rig's local swap service (BTC on simnet's main chain, ETH on anvil chain 31337). */
export function swapUrl(): string {
  const url = process.env.OUTPOINT_E2E_SWAP_URL
  if (!url) throw new Error('OUTPOINT_E2E_SWAP_URL is not set: the rig runs no swap service')
  return url
}

/** The service's chain slugs (its README). */
export type SwapChainSlug = 'bitcoin' | 'anvil'

export interface SwapOrder {
  from: SwapChainSlug
  amount: string
  receive: string
  refund?: string
}

/** Connects the test wallet from the header's panel without leaving the page, then closes the panel. */
export async function connectHere(page: Page): Promise<void> {
  await openWallet(page)
  await page.getByTestId(connectorTestId).click()
  await expect(walletStatus(page)).toHaveText('connected')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('wallet-panel')).toBeHidden()
}

/** Fills the swap form and waits until its quote is there and may be sent. */
export async function fillSwap(page: Page, order: SwapOrder): Promise<void> {
  await page.getByTestId('swap-from-chain').selectOption(order.from)
  await expect(page.getByTestId('swap-to-chain')).toHaveValue(
    order.from === 'bitcoin' ? 'anvil' : 'bitcoin',
  )
  await page.getByTestId('swap-amount').fill(order.amount)
  await page.getByTestId('swap-receive-address').fill(order.receive)
  if (order.refund !== undefined) await page.getByTestId('swap-refund-address').fill(order.refund)
  await expect(page.getByTestId('swap-quote')).toBeVisible()
  await expect(page.getByTestId('swap-send')).toBeEnabled()
}

/** The swap id of the status page the app moved to after the send. */
export async function statusPageId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/swap\/\d+$/)
  const id = new URL(page.url()).pathname.split('/').pop()
  if (!id) throw new Error(`no swap id in ${page.url()}`)
  return id
}

/**
 * Mines simnet main blocks, one per look, until the status page shows one of `wanted`: simnet mines about
 * every 30 s by itself, and a payout at 20 sat/vB may wait more than one block in a busy mempool.
 * `mineWhile` limits mining to the statuses where a block is what the swap waits for.
 */
export async function mineUntilStatus(
  page: Page,
  simnet: Simnet,
  wanted: RegExp,
  mineWhile: (status: string) => boolean = () => true,
): Promise<void> {
  const status = page.getByTestId('swap-status')
  await expect
    .poll(
      async () => {
        const text = (await status.count()) > 0 ? ((await status.textContent()) ?? '') : ''
        if (!wanted.test(text) && mineWhile(text)) await simnet.mine('main', 1)
        return text
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toMatch(wanted)
}

/** Sats paid to `address` on simnet main (confirmed or not), from its unspent outputs. */
export async function satsAt(simnet: Simnet, address: string): Promise<number> {
  const utxos = await simnet.api<{ value: number }[]>('main', `/address/${address}/utxo`)
  return utxos.reduce((sum, utxo) => sum + utxo.value, 0)
}
