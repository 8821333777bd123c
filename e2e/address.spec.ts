import { addressTracked, loadedCount, payTo, watchPageRequests } from './address-helpers'
import { expect, networkPath, requestsTo, test } from './fixtures'

test('the busy address scrolls through several pages, one request at a time, with bounded rows', async ({
  page,
  simnet,
  problems,
}) => {
  const { busyAddress } = await simnet.state('main')
  const requests = watchPageRequests(page)
  await page.goto(`/address/${busyAddress}`)
  await expect(page.getByTestId('address-text')).toHaveText(busyAddress)
  const total = Number(
    ((await page.getByTestId('address-tx-count').locator('dd').textContent()) ?? '').replaceAll(
      ',',
      '',
    ),
  )
  expect(total).toBeGreaterThan(20_000)
  await expect(page.getByTestId('address-qr')).toBeVisible()
  await expect(page.getByTestId('tx-summary-row').first()).toBeVisible()

  // Each scroll to the end asks for the next page (live arrivals may add rows too, so count requests).
  for (let round = 1; round <= 5; round++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => requests.pages, { timeout: 15_000 }).toBeGreaterThanOrEqual(round)
    await expect.poll(() => requests.inFlight, { timeout: 15_000 }).toBe(0)
    // Windowed: only the rows near the viewport are in the DOM, however many are loaded.
    expect(await page.getByTestId('tx-summary-row').count()).toBeLessThan(60)
  }
  await expect.poll(() => loadedCount(page)).toBeGreaterThanOrEqual(200)
  await expect(page.getByTestId('address-tx-status')).not.toContainText('Could not load')
  expect(requests.maxInFlight).toBe(1)
  expect(problems).toEqual([])
})

test("the busy address's balance chart draws steps over a span and says how much history it covers", async ({
  page,
  simnet,
}) => {
  const { busyAddress } = await simnet.state('main')
  // Its waiting payments confirm in a block: a history loaded from one moment, once drawn as a dot. (It
  // pays out a lot: mine until few wait, so the first page holds confirmed ones.)
  const waiting = async () =>
    (await simnet.api<{ mempool_stats: { tx_count: number } }>('main', `/address/${busyAddress}`))
      .mempool_stats.tx_count
  for (let round = 0; round < 10 && (round === 0 || (await waiting()) > 20); round++) {
    await simnet.mine('main', 1)
  }
  await page.goto(`/address/${busyAddress}`)
  const chart = page.getByTestId('address-balance-chart')
  // Payments keep arriving: should the first page be all unconfirmed, confirmed ones come with the next.
  for (let round = 0; round < 5 && !(await chart.isVisible()); round++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(1_000)
  }
  await expect(chart).toHaveAttribute('data-shape', 'steps')
  expect(Number(await chart.getAttribute('data-span'))).toBeGreaterThanOrEqual(3_600)
  const canvas = chart.getByRole('img')
  expect(Number(await canvas.getAttribute('data-points'))).toBeGreaterThanOrEqual(3)
  await expect(canvas).toHaveAccessibleName(/^Confirmed balance in steps at each transaction\./)
  await expect(chart.getByTestId('address-balance-coverage')).toHaveText(
    /^Over the latest [\d,]+ of [\d,]+ confirmed transactions, since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/,
  )
})

/** BIP 173's P2WSH test address: quiet on simnet, so its rows stay near the top of the list. */
const quietAddress = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'

test('a payment to the open address appears live and counts confirmations', async ({
  page,
  simnet,
}) => {
  await payTo(simnet, 'main', quietAddress)
  await simnet.mine('main', 1)
  const tracked = addressTracked(page, quietAddress)
  await page.goto(`/address/${quietAddress}`)
  await expect(page.getByTestId('tx-summary-row')).toHaveCount(1)
  await tracked
  const txid = await payTo(simnet, 'main', quietAddress)
  const row = page.locator(`[data-testid="tx-summary-row"][data-txid="${txid}"]`)
  await expect(row).toBeVisible({ timeout: 15_000 })
  await expect(row).toContainText('Unconfirmed')
  await expect(page.getByTestId('address-tx-count')).toContainText('2')
  await simnet.mine('main', 1)
  const item = page.locator('.addr-tx', { has: row })
  await expect(item.getByTestId('address-tx-confirmations')).toHaveText('1 confirmation', {
    timeout: 15_000,
  })
  await simnet.mine('main', 1)
  await expect(item.getByTestId('address-tx-confirmations')).toHaveText('2 confirmations', {
    timeout: 15_000,
  })
})

for (const network of ['testnet', 'liquid'] as const) {
  test(`an address page on ${network}`, async ({ page, simnet, problems }) => {
    // Simnet's busy address has history on main only: pay it and mine, so it has a confirmed transaction.
    const { busyAddress } = await simnet.state(network)
    await payTo(simnet, network, busyAddress)
    await simnet.mine(network, 1)
    await page.goto(networkPath(network, `/address/${busyAddress}`))
    await expect(page.getByTestId('address-text')).toHaveText(busyAddress)
    await expect(page.getByTestId('address-type')).not.toBeEmpty()
    await expect(page.getByTestId('tx-summary-row').first()).toBeVisible()
    if (network === 'liquid') {
      // Liquid's stats have no sums: no balance figures, per-asset totals of explicit outputs instead.
      await expect(page.getByTestId('address-balance')).toHaveCount(0)
      await expect(page.getByTestId('address-assets')).toBeVisible()
    } else {
      await expect(page.getByTestId('address-balance')).toBeVisible()
    }
    expect(problems).toEqual([])
  })
}

test('a confidential Liquid address shows its blinded outputs as confidential', async ({
  page,
  simnet,
  problems,
}) => {
  // An Elements test vector: simnet blinds a payment to it.
  const address =
    'lq1qqwdhep7uhzuav78mteywmt6h4lqeu6mq952kj92jvm6t2j3jz2w9j6fgwgfgeetcq2gju8x80md0l98qdgym2cakgvj5qlgjh'
  await payTo(simnet, 'liquid', address)
  await simnet.mine('liquid', 1)
  await page.goto(`/liquid/address/${address}`)
  await expect(page.getByRole('heading', { name: 'Confidential address' })).toBeVisible()
  await expect(page.getByTestId('address-type')).toHaveText('Confidential P2WPKH (native SegWit)')
  await expect(page.getByTestId('address-tx-count')).toContainText('1')
  await expect(page.getByTestId('address-assets')).toContainText('1 unspent output is confidential')
  await expect(page.getByTestId('tx-summary-row')).toHaveCount(1)
  expect(problems).toEqual([])
})

test('an address of another network links to it there, without a request', async ({
  page,
  simnet,
}) => {
  const { busyAddress } = await simnet.state('testnet')
  const asked = requestsTo(page, '/api/address/')
  await page.goto(`/address/${busyAddress}`)
  const notice = page.getByTestId('address-invalid')
  await expect(notice).toHaveAttribute('data-reason', 'network')
  const link = notice.getByTestId('address-other-network').first()
  await expect(link).toHaveAttribute('href', `/testnet/address/${busyAddress}`)
  expect(asked).toEqual([])
  await link.click()
  await expect(page.getByTestId('address-text')).toHaveText(busyAddress)
})

test('a mistyped or impossible address says why, without a request', async ({ page, simnet }) => {
  const { busyAddress } = await simnet.state('main')
  const last = busyAddress.at(-1) === 'q' ? 'p' : 'q'
  const asked = requestsTo(page, '/api/address/')
  await page.goto(`/address/${busyAddress.slice(0, -1)}${last}`)
  await expect(page.getByTestId('address-invalid')).toHaveAttribute('data-reason', 'checksum')
  await expect(page.getByTestId('address-invalid')).toContainText('checksum')
  await page.goto('/address/not-an-address')
  await expect(page.getByTestId('address-invalid')).toHaveAttribute('data-reason', 'invalid')
  await expect(page.getByTestId('address-invalid')).toContainText('not an address')
  expect(asked).toEqual([])
})

test('a rate-limited page waits as asked and carries on, never a burst', async ({
  page,
  simnet,
}) => {
  const { busyAddress } = await simnet.state('main')
  const requests = watchPageRequests(page)
  await page.goto(`/address/${busyAddress}`)
  await expect(page.getByTestId('tx-summary-row').first()).toBeVisible()
  const before = await loadedCount(page)
  // Every REST answer is now a 429 with Retry-After: 1.
  await simnet.faults({ errorRate: 1, errorStatus: 429 })
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(page.getByTestId('address-tx-status')).toContainText('slow down')
  await page.waitForTimeout(1_500)
  // One first try and at most a retry a second: nothing like a flood. (Faults end well before the
  // app's policy gives up, after three retries, 1 s apart as Retry-After asks.)
  expect(requests.pages).toBeLessThanOrEqual(3)
  expect(requests.maxInFlight).toBe(1)
  await simnet.clearFaults()
  await expect.poll(() => loadedCount(page), { timeout: 20_000 }).toBeGreaterThan(before)
  await expect(page.getByTestId('address-tx-status')).not.toContainText('Could not load')
})

test('the address page fits a 390 px screen', async ({ page, simnet }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { busyAddress } = await simnet.state('main')
  await page.goto(`/address/${busyAddress}`)
  await expect(page.getByTestId('tx-summary-row').first()).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expect(page.getByTestId('address-qr')).toBeVisible()
})
