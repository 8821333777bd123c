import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { confirmedTxid } from './transaction-helpers'

// Fee rates in sat/vB or sat/WU, sizes in vB or WU, by the "Fee rate unit" setting (mempool.space's
// rateUnits): a sat/WU figure is the sat/vB one over 4, read against simnet's own answers.

/** A rate as the app writes one (format/amount.ts): three significant digits, at most three decimals. */
function rate(value: number): string {
  const size = Math.abs(value)
  const digits = size < 1 ? 3 : size < 10 ? 2 : size < 100 ? 1 : 0
  const text = value.toFixed(digits)
  return digits > 0 ? text.replace(/\.?0+$/, '') : text
}

/** The figure of a rate as the page shows it: "3.13 sat/WU" -> 3.13. */
const figureOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''))

async function chooseRateUnit(page: Page, unit: 'sat/vB' | 'sat/WU') {
  await page.getByTestId('settings-button').click()
  await page.getByLabel('Fee rate unit', { exact: true }).selectOption({ label: unit })
  await page.keyboard.press('Escape')
}

/** How far a figure as shown may be from the value: half its last decimal place. */
const halfPlace = (text: string) =>
  0.5 * 10 ** -(text.split('.')[1]?.replace(/\D/g, '').length ?? 0)

/** Whether a sat/WU text is the sat/vB text over 4, to the precision both are shown in. */
function quarterOf(perWeight: string, perVbyte: string): boolean {
  const off = Math.abs(figureOf(perWeight) - figureOf(perVbyte) / 4)
  return off <= halfPlace(perVbyte) / 4 + halfPlace(perWeight) + 1e-9
}

test("the dashboard's fee levels and sizes follow the rate unit, and the choice survives a reload", async ({
  page,
  problems,
}) => {
  await page.goto('/')
  const figures = page.getByTestId('fee-recommendations').locator('.db-figure')
  await expect(figures.first()).toHaveText(/^[\d.]+ sat\/vB$/)
  // Each level in sat/WU is its sat/vB figure over 4. The live feed may move the levels between two
  // readings (a block, a burst of transactions): then the pair is read again.
  await expect(async () => {
    await chooseRateUnit(page, 'sat/vB')
    const perVbyte = await figures.allTextContents()
    await chooseRateUnit(page, 'sat/WU')
    await expect(figures.first()).toHaveText(/ sat\/WU$/)
    const perWeight = await figures.allTextContents()
    expect(perVbyte).toHaveLength(4)
    expect(perVbyte.every((text) => text.endsWith(' sat/vB'))).toBe(true)
    expect(perWeight.every((text) => text.endsWith(' sat/WU'))).toBe(true)
    expect(perWeight.map((text, i) => quarterOf(text, perVbyte[i] ?? ''))).toEqual([
      true,
      true,
      true,
      true,
    ])
  }).toPass()

  // Sizes follow: the mempool's in weight units, the incoming flow in WU/s.
  const mempool = page.getByTestId('mempool-info')
  await expect(mempool.locator('dd').first()).toBeVisible()
  await expect(mempool).toContainText(/Size\s*[\d.,]+ [kMG]?WU/)
  await expect(mempool).toContainText(/Minimum fee\s*[\d.,]+ sat\/WU/)
  await expect(page.getByTestId('incoming-now')).toContainText(/^[\d,]+ WU\/s/)
  await expect(page.locator('main')).not.toContainText('sat/vB')

  await page.reload()
  await expect(figures.first()).toHaveText(/^[\d.]+ sat\/WU$/)
  await page.getByTestId('settings-button').click()
  await expect(page.getByLabel('Fee rate unit', { exact: true })).toHaveValue('WU')
  expect(problems).toEqual([])
})

test("a transaction's fee rate reads in sat/WU, a quarter of its sat/vB one, after a reload too", async ({
  page,
  simnet,
  problems,
}) => {
  const txid = await confirmedTxid(simnet, 'main')
  const tx = await simnet.api<{ fee: number; weight: number }>('main', `/tx/${txid}`)
  const vsize = Math.ceil(tx.weight / 4)
  await page.goto(`/tx/${txid}`)
  const feeRate = page.getByTestId('tx-fee-rate').locator('.fee-rate')
  await expect(feeRate).toHaveText(`${rate(tx.fee / vsize)} sat/vB`)
  const perVbyte = (await feeRate.textContent()) ?? ''

  await chooseRateUnit(page, 'sat/WU')
  // sat/WU: the fee over the weight; the sat/vB figure stays in the tooltip.
  await expect(feeRate).toHaveText(`${rate(tx.fee / vsize / 4)} sat/WU`)
  await expect(feeRate).toHaveAttribute('title', `${rate(tx.fee / vsize)} sat/vB`)
  expect(quarterOf((await feeRate.textContent()) ?? '', perVbyte)).toBe(true)
  await expect(page.getByTestId('tx-weight')).toContainText(
    `${tx.weight.toLocaleString('en-US')} WU`,
  )
  await expect(page.getByTestId('tx-summary')).not.toContainText('sat/vB')

  await page.reload()
  await expect(feeRate).toHaveText(`${rate(tx.fee / vsize / 4)} sat/WU`)

  // Where a list shows one size, it is the weight: the recent transactions' column and cells.
  await simnet.tx('main', { feeRate: 3 })
  await page.goto('/txs')
  const row = page.getByTestId('recent-tx-row').first()
  await expect(page.getByRole('columnheader', { name: 'Weight' })).toBeVisible()
  await expect(row.locator('td').nth(2)).toHaveText(/^[\d.,]+ [kM]?WU$/)
  await expect(row.locator('td').nth(3)).toHaveText(/^[\d.,]+ sat\/WU$/)
  await expect(page.getByTestId('recent-txs-page')).not.toContainText(/sat\/vB|\d vB/)
  expect(problems).toEqual([])
})
