import type { Page } from '@playwright/test'
import { money, pairs, satsOfBtc, todayPrice } from './fiat-helpers'
import { expect, test } from './fixtures'
import { confirmedTxid } from './transaction-helpers'

// Issue 18: fiat values beside amounts, in the currency of the settings, at the price of the moment
// (today's, or a confirmed transaction's block time), read against simnet's own prices.

type Currency = 'USD' | 'EUR' | 'JPY'

async function chooseCurrency(page: Page, currency: Currency) {
  await page.getByTestId('settings-button').click()
  await page.getByLabel('Fiat values', { exact: true }).selectOption(currency)
  await page.keyboard.press('Escape')
}

test("the dashboard's fee levels carry what a typical payment costs in the chosen currency", async ({
  page,
  simnet,
  problems,
}) => {
  await page.goto('/')
  const levels = '[data-testid="fee-recommendations"] li'
  await expect(page.locator(`${levels} [data-testid="fiat"]`).first()).toHaveText(/^\$/)
  await chooseCurrency(page, 'EUR')
  await expect(page.locator(`${levels} [data-testid="fiat"]`).first()).toHaveText(/^€/)
  const price = await todayPrice(simnet, 'EUR')
  const shown = await pairs(page, levels)
  expect(shown.length).toBe(4)
  for (const [amount, fiat] of shown)
    expect(fiat, amount).toBe(money((satsOfBtc(amount) / 1e8) * price, 'EUR'))
  expect(problems).toEqual([])
})

test("a confirmed transaction's fee and total are valued at its block's price, and follow the currency", async ({
  page,
  simnet,
  problems,
}) => {
  const txid = await confirmedTxid(simnet, 'main')
  const tx = await simnet.api<{ fee: number; status: { block_time: number } }>(
    'main',
    `/tx/${txid}`,
  )
  const at = async (currency: Currency) => {
    const answer = await simnet.api<{ prices: Record<string, number>[] }>(
      'main',
      `/v1/historical-price?currency=${currency}&timestamp=${tx.status.block_time}`,
    )
    const row = answer.prices[0]
    if (!row?.[currency])
      throw new Error(`simnet has no ${currency} price at ${tx.status.block_time}`)
    return row[currency]
  }
  await page.goto(`/tx/${txid}`)
  const fee = page.getByTestId('tx-fee').getByTestId('fiat')
  await expect(fee).toHaveText(money((tx.fee / 1e8) * (await at('USD')), 'USD'))
  await chooseCurrency(page, 'JPY')
  await expect(fee).toHaveText(money((tx.fee / 1e8) * (await at('JPY')), 'JPY'))
  const [[amount, fiat] = ['', '']] = await pairs(page, '[data-testid="tx-output-total"]')
  expect(fiat, amount).toBe(money((satsOfBtc(amount) / 1e8) * (await at('JPY')), 'JPY'))
  expect(problems).toEqual([])
})

test("an address's balance and totals are valued at today's price; a test network shows none", async ({
  page,
  simnet,
  problems,
}) => {
  const { busyAddress } = await simnet.state('main')
  await page.goto(`/address/${busyAddress}`)
  await chooseCurrency(page, 'EUR')
  const balance = page.getByTestId('address-balance').getByTestId('fiat')
  await expect(balance).toHaveText(/^€/)
  const price = await todayPrice(simnet, 'EUR')
  for (const id of ['address-balance', 'address-received', 'address-sent']) {
    const [[amount, fiat] = ['', '']] = await pairs(page, `[data-testid="${id}"]`)
    expect(fiat, `${id}: ${amount}`).toBe(money((satsOfBtc(amount) / 1e8) * price, 'EUR'))
  }
  const testnet = await simnet.state('testnet')
  await page.goto(`/testnet/address/${testnet.busyAddress}`)
  await expect(page.getByTestId('address-balance')).toBeVisible()
  await expect(page.getByTestId('fiat')).toHaveCount(0)
  expect(problems).toEqual([])
})
