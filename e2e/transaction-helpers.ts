import type { Page } from '@playwright/test'
import { expect, type Network, type Simnet } from './fixtures'

/** The 5,000-output batch payout simnet keeps on main. */
export async function batchTxid(simnet: Simnet): Promise<string> {
  const { batchTxid } = await simnet.state('main')
  if (!batchTxid) throw new Error("simnet's main chain has no batch payout")
  return batchTxid
}

/**
 * A confirmed, non-coinbase transaction with at least two outputs (specs open its output 1) of the newest
 * block that has one on `network`: blocks mined in a row by parallel specs can drain the mempool, so the
 * tip may hold only its coinbase, and other specs' transactions (sweeps, replacements) may pay one output.
 */
export async function confirmedTxid(simnet: Simnet, network: Network): Promise<string> {
  let height = await simnet.tipHeight(network)
  for (let tries = 0; tries < 20; tries++, height--) {
    const hash = await simnet.apiText(network, `/block-height/${height}`)
    const txids = await simnet.api<string[]>(network, `/block/${hash}/txids`)
    for (const txid of txids.slice(1)) {
      const tx = await simnet.api<{ vout: unknown[] }>(network, `/tx/${txid}`)
      if (tx.vout.length >= 2) return txid
    }
  }
  throw new Error(`the last 20 blocks on ${network} hold no transaction with two outputs`)
}

/**
 * Waits until simnet's live chain has caught up with the wall clock: on start it first simulates the hour
 * since its tip, a block every few requests, which would confirm a new transaction before a page shows it.
 */
export async function waitForLiveClock(simnet: Simnet, network: Network): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const state = await simnet.state(network)
    if (state.live.clock >= Date.now() / 1000 - 30) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`simnet's ${network} clock did not catch up with the wall clock`)
}

/** The batch payout's page on a 390 px phone, its first output drawn; with `scripts`, its scripts shown. */
export async function openBatchOnPhone(page: Page, simnet: Simnet, scripts = false): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/tx/${await batchTxid(simnet)}`)
  await expect(page.getByTestId('tx-output').first()).toBeVisible()
  if (!scripts) return
  await page.getByRole('button', { name: 'Show scripts' }).click()
  await expect(page.getByText('ScriptPubKey (hex)').first()).toBeVisible()
}
