import { money, pairs, satsOfBtc, todayPrice } from './fiat-helpers'
import { expect, requestsTo, test } from './fixtures'
import { cataloguesIn, catalogueUrl, chooseSetting, translated } from './language-helpers'
import { confirmedTxid } from './transaction-helpers'

// Issue 18: the page's language from the URL prefix, the settings or the browser; its texts from its
// catalogue (read here from apps/web/src/locales, what a translator wrote), its figures in its locale,
// read against simnet's answers; only its own catalogue downloaded.

test('the dashboard in German: chosen in the settings, its texts, then euros in German figures', async ({
  page,
  simnet,
  problems,
}) => {
  await page.goto('/')
  await expect(page.getByTestId('fee-recommendations')).toContainText('Transaction fees')
  const catalogues = requestsTo(page, catalogueUrl)
  await chooseSetting(page, 'Language', 'de')
  await expect(page).toHaveURL(/\/de\/?$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const fees = page.getByTestId('fee-recommendations')
  await expect(fees).toContainText(translated('de', 'Transaction fees'))
  await expect(page.getByTestId('mempool-info')).toContainText(translated('de', 'Unconfirmed'))
  expect(cataloguesIn(catalogues)).toEqual(['de'])

  await chooseSetting(page, translated('de', 'Fiat values'), 'EUR')
  const levels = '[data-testid="fee-recommendations"] li'
  await expect(page.locator(`${levels} [data-testid="fiat"]`).first()).toHaveText(/€$/)
  const price = await todayPrice(simnet, 'EUR')
  const shown = await pairs(page, levels)
  expect(shown.length).toBe(4)
  for (const [amount, fiat] of shown) {
    // German figures: a decimal comma in the amount, "1.234 €" in the value.
    expect(amount, amount).toMatch(/^\d+,\d{8} BTC$/)
    expect(fiat, amount).toBe(money((satsOfBtc(amount) / 1e8) * price, 'EUR', 'de-DE'))
  }
  expect(problems).toEqual([])
})

test('a transaction in French from its /fr/ link: labels, fee and rate in French figures, yen at its block price', async ({
  page,
  simnet,
  problems,
}) => {
  const txid = await confirmedTxid(simnet, 'main')
  const tx = await simnet.api<{ fee: number; weight: number; status: { block_time: number } }>(
    'main',
    `/tx/${txid}`,
  )
  const catalogues = requestsTo(page, catalogueUrl)
  await page.goto(`/fr/tx/${txid}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const fee = page.getByTestId('tx-fee')
  await expect(fee).toContainText(translated('fr', 'Fee'))
  const whole = new Intl.NumberFormat('fr-FR').format(Math.floor(tx.fee / 1e8))
  const btc = `${whole},${String(tx.fee % 1e8).padStart(8, '0')} BTC`
  await expect(fee.locator('.amount')).toHaveText(btc)
  // The rate in sat/vB with a decimal comma, the service's fee over its virtual size.
  const rateText = (await page.getByTestId('tx-fee-rate').locator('.fee-rate').textContent()) ?? ''
  const rate = Number(rateText.replace(/[^\d,]/g, '').replace(',', '.'))
  expect(rateText).not.toContain('.')
  expect(Math.abs(rate - tx.fee / (tx.weight / 4)) / rate, rateText).toBeLessThan(0.01)

  await chooseSetting(page, translated('fr', 'Fiat values'), 'JPY')
  const answer = await simnet.api<{ prices: Record<string, number>[] }>(
    'main',
    `/v1/historical-price?currency=JPY&timestamp=${tx.status.block_time}`,
  )
  const price = answer.prices[0]?.JPY ?? Number.NaN
  await expect(fee.getByTestId('fiat')).toHaveText(money((tx.fee / 1e8) * price, 'JPY', 'fr-FR'))
  expect(cataloguesIn(catalogues)).toEqual(['fr'])
  expect(problems).toEqual([])
})

test('an address in Spanish: totals and pounds in Spanish figures; switching to Japanese keeps the page', async ({
  page,
  simnet,
  problems,
}) => {
  const { busyAddress } = await simnet.state('main')
  const stats = await simnet.api<{ chain_stats: { funded_txo_sum: number } }>(
    'main',
    `/address/${busyAddress}`,
  )
  await page.goto(`/es/address/${busyAddress}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const received = page.getByTestId('address-received')
  await expect(received).toContainText(translated('es', 'Total received'))
  const amount = (await received.locator('.amount').first().textContent()) ?? ''
  // Spanish groups with a dot and marks decimals with a comma; the service's figure, to the sat.
  expect(amount).toMatch(/^[\d.]+,\d{8} BTC$/)
  expect(satsOfBtc(amount)).toBeGreaterThanOrEqual(stats.chain_stats.funded_txo_sum)

  await chooseSetting(page, translated('es', 'Fiat values'), 'GBP')
  // Spanish writes the pound as its code: "4.178.225.609 GBP".
  await expect(received.getByTestId('fiat')).toHaveText(/GBP$/)
  const price = await todayPrice(simnet, 'GBP')
  const [[shown, fiat] = ['', '']] = await pairs(page, '[data-testid="address-received"]')
  expect(fiat, shown).toBe(money((satsOfBtc(shown) / 1e8) * price, 'GBP', 'es-ES'))

  await chooseSetting(page, translated('es', 'Language'), 'ja')
  await expect(page).toHaveURL(new RegExp(`/ja/address/${busyAddress}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByTestId('address-received')).toContainText(
    translated('ja', 'Total received'),
  )
  expect(problems).toEqual([])
})

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' })

  test('the page follows the browser until a language is chosen, which then stays', async ({
    page,
    problems,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByTestId('fee-recommendations')).toContainText(
      translated('de', 'Transaction fees'),
    )
    await chooseSetting(page, translated('de', 'Language'), 'en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('fee-recommendations')).toContainText('Transaction fees')
    await page.reload()
    await expect(page.getByTestId('fee-recommendations')).toContainText('Transaction fees')
    expect(problems).toEqual([])
  })
})

test('English, the default, downloads no catalogue and shows Western figures', async ({
  page,
  problems,
}) => {
  const catalogues = requestsTo(page, catalogueUrl)
  await page.goto('/')
  await expect(page.getByTestId('fee-recommendations')).toContainText('Transaction fees')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(catalogues).toEqual([])
  expect(problems).toEqual([])
})
