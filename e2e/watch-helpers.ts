import type { Locator, Page } from '@playwright/test'
import { expect, type Simnet } from './fixtures'

/** How the watch-list writes a txid or an address in its notices: first and last 8 characters. */
export const shortId = (id: string) => `${id.slice(0, 8)}…${id.slice(-8)}`

/**
 * Sends a payment, stars it on its transaction page (`open` navigates the app) and goes to the
 * watch-list: answers its txid and its row there, shown unconfirmed. Simnet mines blocks of its own
 * too: a payment one of them took before the page watched it is starred off again and another sent.
 */
export async function watchNewPayment(
  page: Page,
  simnet: Simnet,
  open: (path: string) => Promise<unknown>,
  feeRate: number,
): Promise<{ txid: string; item: Locator }> {
  let txid = ''
  let item = page.getByTestId('watch-item')
  for (let attempt = 0; attempt < 3; attempt++) {
    txid = await simnet.tx('main', { feeRate })
    await open(`/tx/${txid}`)
    await page.getByRole('button', { name: 'Watch this transaction' }).click()
    await expect(
      page.getByRole('button', { name: 'Stop watching this transaction' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await page.getByTestId('watch-link').click()
    await expect(page.getByTestId('watch-page')).toBeVisible()
    item = page.getByTestId('watch-item').filter({ hasText: txid })
    await expect(item.getByTestId('watch-state')).toHaveText(/^(Unconfirmed|Confirmed)$/)
    if ((await item.getByTestId('watch-state').textContent()) === 'Unconfirmed') break
    await page.getByRole('button', { name: `Stop watching ${txid}` }).click()
  }
  await expect(item.getByTestId('watch-state')).toHaveText('Unconfirmed')
  return { txid, item }
}
