import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { batchTxid, openBatchOnPhone } from './transaction-helpers'

// The 5,000-output batch payout's lists are windowed: every row reachable by scrolling or keyboard, only
// the rows near the viewport in the DOM.

interface Vout {
  value: number
  scriptpubkey_address?: string
}

const outputs = (page: Page) => page.getByTestId('tx-outputs').getByTestId('tx-output')
const output = (page: Page, index: number) =>
  page.locator(`[data-testid="tx-output"][data-index="${index}"]`)

/** Digits only: "12,345 sats" and 12345 compare equal. */
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '')

/** Drawn rows whose boxes overlap the next one's: rows of different heights must not. */
function overlaps(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rows = [
      ...document.querySelectorAll('[data-testid="tx-outputs"] [data-testid="tx-output"]'),
    ]
      .map((row) => ({
        index: Number(row.getAttribute('data-index')),
        box: row.getBoundingClientRect(),
      }))
      .sort((a, b) => a.index - b.index)
    let count = 0
    for (let i = 1; i < rows.length; i++) {
      const above = rows[i - 1]
      const row = rows[i]
      if (above && row && row.index === above.index + 1 && row.box.top < above.box.bottom - 0.5)
        count++
    }
    return count
  })
}

test.describe('windowed inputs and outputs', () => {
  test('the last of 5,001 outputs is reached by scrolling and shows its real address and value, with few rows in the DOM', async ({
    page,
    simnet,
    problems,
  }) => {
    const txid = await batchTxid(simnet)
    const tx = await simnet.api<{ vout: Vout[] }>('main', `/tx/${txid}`)
    const last = tx.vout.length - 1
    const wanted = tx.vout[last]
    if (!wanted) throw new Error('the batch payout has no outputs')
    await page.goto(`/tx/${txid}`)
    await expect(page.getByTestId('tx-outputs')).toContainText('(5,001)')
    await expect(outputs(page).first()).toHaveAttribute('aria-setsize', String(tx.vout.length))

    // The page's own scroll: the End key, as a keyboard user would.
    await page.locator('body').press('End')
    const row = output(page, last)
    await expect(row).toBeInViewport()
    await expect(row).toHaveAttribute('aria-posinset', String(tx.vout.length))
    if (wanted.scriptpubkey_address) await expect(row).toContainText(wanted.scriptpubkey_address)
    expect(digits(await row.locator('.tx-row-value .amount').getAttribute('title'))).toBe(
      String(wanted.value),
    )
    // Before windowing the last row needed twenty "show more" clicks and put all 5,001 in the DOM.
    expect(await outputs(page).count()).toBeLessThan(200)
    await expect.poll(() => overlaps(page)).toBe(0)
    expect(problems).toEqual([])
  })

  test('a deep link to output 4,000 scrolls to it, highlights and focuses it', async ({
    page,
    simnet,
    problems,
  }) => {
    const txid = await batchTxid(simnet)
    await page.goto(`/tx/${txid}#vout=4000`)
    const row = output(page, 4000)
    await expect(row).toHaveAttribute('data-highlighted', 'true')
    await expect(row).toBeInViewport()
    await expect(row).toBeFocused()
    // The rows around it are drawn too, not only the highlighted one.
    await expect(output(page, 3999)).toBeAttached()
    await expect(output(page, 4001)).toBeAttached()
    expect(await outputs(page).count()).toBeLessThan(200)

    // Scrolled far away, the highlighted row stays in the DOM (its focus and highlight survive).
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(output(page, 0)).toBeInViewport()
    await expect(row).toBeAttached()
    await expect(row).toBeFocused()
    expect(problems).toEqual([])
  })

  test('Tab walks on past the rows first drawn', async ({ page, simnet }) => {
    const txid = await batchTxid(simnet)
    await page.goto(`/tx/${txid}`)
    const first = output(page, 0).getByRole('link').first()
    await first.focus()
    const drawn = await outputs(page).count()
    // Each output has its address link (and a "Spent" link once simnet's users spend it).
    for (let i = 0; i < drawn * 2 + 20; i++) await page.keyboard.press('Tab')
    const reached = await page.evaluate(() =>
      Number(
        document.activeElement?.closest('[data-testid="tx-output"]')?.getAttribute('data-index'),
      ),
    )
    expect(reached).toBeGreaterThan(drawn)
  })

  test('End reaches the last output on a phone with scripts shown, rows far taller than their estimate', async ({
    page,
    simnet,
  }) => {
    await openBatchOnPhone(page, simnet, true)
    // The End key lands on rows placed at their estimated height; measured, they push the page's end
    // away. The reader who went to the end stays there.
    await page.locator('body').press('End')
    await expect(output(page, 5000)).toBeInViewport()
    await page.waitForTimeout(500)
    await expect(output(page, 5000)).toBeInViewport()
  })

  test('a 390 px screen scrolls the outputs with scripts shown, rows apart and no sideways overflow', async ({
    page,
    simnet,
  }) => {
    await openBatchOnPhone(page, simnet, true)
    for (const fraction of [0.3, 0.6, 1]) {
      await page.evaluate(
        (f) => window.scrollTo(0, f * document.documentElement.scrollHeight),
        fraction,
      )
      await expect(outputs(page).first()).toBeAttached()
      // Rows drawn after the jump are measured, then placed: wait for that, then none may overlap.
      await expect.poll(() => overlaps(page)).toBe(0)
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
