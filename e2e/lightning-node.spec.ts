import type { Page } from '@playwright/test'
import { expect, type Network, networkPath, requestsTo, test } from './fixtures'
import { busiestNode, nodeWithHeldClosedChannel, smallPeer } from './lightning-node-helpers'

/** How far the page is wider than the screen (0 when nothing overflows sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const network of ['main', 'testnet', 'signet'] as const satisfies readonly Network[]) {
  test.describe(`${network} Lightning node and channel pages`, () => {
    test('a busy node pages its channels; a closed one opens its channel and transactions', async ({
      page,
      simnet,
      problems,
    }) => {
      const top = await nodeWithHeldClosedChannel(simnet, network)
      await page.goto(networkPath(network, `/lightning/node/${top.publicKey}`))
      await expect(page.getByTestId('node-alias')).toHaveText(top.alias || 'No alias')
      await expect(page.getByTestId('node-public-key')).toHaveText(top.publicKey)
      await expect(page.getByTestId('node-qr').locator('svg')).toBeVisible()
      await expect(page.getByTestId('node-qr')).toContainText(top.publicKey)
      await expect(page.getByTestId('node-facts')).toContainText('First seen')
      await expect(page.getByTestId('node-features')).toContainText(/bit \d+/)
      await expect(page.getByTestId('node-history').locator('canvas')).toBeVisible()
      // Two scales, two series: the legend says which is which.
      await expect(page.getByTestId('node-history')).toContainText('Capacity (left)')
      await expect(page.getByTestId('node-history')).toContainText('Channels (right)')
      await expect(page.getByTestId('ln-embedded-map').locator('canvas').first()).toBeVisible()
      const open = Number(
        ((await page.getByTestId('node-opened-channels').textContent()) ?? '').replace(/,/g, ''),
      )
      // More than a page, so the pager has a last page of its own.
      expect(open).toBeGreaterThan(10)
      const rows = page.getByTestId('node-channel-row')
      await expect(rows).toHaveCount(10)

      // The last page by the pager: only that page is fetched, by its index.
      const last = Math.ceil(open / 10)
      const pager = page.getByTestId('node-channels-pager')
      const asked = requestsTo(page, '/lightning/channels?')
      await pager.getByRole('link', { name: `Page ${last}` }).click()
      await expect(page).toHaveURL(new RegExp(`channels=open&page=${last}$`))
      await expect(page.locator(`table[data-index="${(last - 1) * 10}"]`)).toBeVisible()
      await expect(rows).toHaveCount(open - (last - 1) * 10)
      expect(asked.some((url) => url.includes(`index=${(last - 1) * 10}`))).toBe(true)

      // A closed channel: its page, then its opening and closing transactions, marked as such.
      await page.getByTestId('node-channels-closed').click()
      await expect(page).toHaveURL(/channels=closed&page=1$/)
      await expect(page.locator('table[data-status="closed"][data-index="0"]')).toBeVisible()
      const closed = rows.first().getByRole('link').first()
      const shortId = (await closed.textContent()) ?? ''
      expect(shortId).toMatch(/^\d+x\d+x\d+$/)
      await closed.click()
      await expect(page).toHaveURL(new RegExp(`/lightning/channel/${shortId}$`))
      await expect(page.getByTestId('channel-status')).toHaveText('Closed')
      if (await page.getByTestId('ln-embedded-map').count()) {
        await expect(page.getByTestId('ln-embedded-map').locator('canvas').first()).toBeVisible()
      }
      await expect(page.getByTestId('channel-closing-reason')).toHaveText(
        /Mutually closed|Force closed|Force closed with penalty|Closed, reason unknown/,
      )
      for (const side of ['channel-left', 'channel-right']) {
        const policy = page.getByTestId(side)
        await expect(policy.getByTestId('policy-fee-rate')).toHaveText(/^[\d,]+ ppm$/)
        await expect(policy.getByTestId('policy-base-fee')).toHaveText(/sat$/)
        await expect(policy.getByTestId('policy-cltv')).toHaveText(/^\d+ blocks$/)
        await expect(policy.getByTestId('policy-disabled')).toHaveText(/^(Yes|No)$/)
      }
      await expect(page.getByTestId('ln-channel')).toContainText(
        top.alias || top.publicKey.slice(0, 16),
      )
      const vout = ((await page.getByTestId('channel-opening-tx').textContent()) ?? '').split(
        ':',
      )[1]
      await page.getByTestId('channel-opening-tx').getByRole('link').click()
      await expect(page).toHaveURL(/\/tx\/[0-9a-f]{64}$/)
      // A batch may open several channels: the one at this output is among the marks.
      await expect(
        page.getByTestId('tx-channel-open').filter({ hasText: `channel ${shortId}` }),
      ).toHaveText(`Output #${vout} opens channel ${shortId}`)
      await page.goBack()
      await page.getByTestId('channel-closing-tx').getByRole('link').click()
      const close = page.getByTestId('tx-channel-close').filter({ hasText: `channel ${shortId}` })
      await expect(close).toHaveText(/^Input #\d+ closes channel /)
      await close.getByRole('link').click()
      await expect(page.getByTestId('channel-status')).toHaveText('Closed')
      expect(problems).toEqual([])
    })
  })
}

test.describe('Lightning node page (main)', () => {
  test('an alias of HTML and script shows as text, runs nothing, and search finds it', async ({
    page,
    simnet,
    problems,
  }) => {
    const top = await busiestNode(simnet, 'main')
    const key = await smallPeer(simnet, 'main', top.publicKey)
    const alias =
      '<img src=x onerror="window.__lnHacked=1;alert(1)"><script>window.__lnHacked=2;alert(2)</script> quokkanode'
    await simnet.setAlias('main', key, alias)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/')
    await page.getByTestId('search-input').fill('quokkanode')
    await page.getByTestId('search-input').press('Enter')
    await expect(page).toHaveURL(new RegExp(`/lightning/node/${key}$`))
    await expect(page.getByTestId('node-alias')).toHaveText(alias)
    // The peer's channel list names the hostile node too: as text there as well.
    await page.goto(`/lightning/node/${top.publicKey}?channels=open&page=1`)
    await expect(page.getByTestId('node-channels')).toContainText('quokkanode')
    await page.goto(`/lightning/node/${key}`)
    await expect(page.getByTestId('node-alias')).toHaveText(alias)
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    expect(await page.locator('main script').count()).toBe(0)
    expect(
      await page.evaluate(() => (window as { __lnHacked?: number }).__lnHacked),
    ).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(problems).toEqual([])
  })

  test('search opens a channel by short id and a node by public key', async ({ page, simnet }) => {
    const top = await busiestNode(simnet, 'main')
    await page.goto('/')
    await page.getByTestId('search-input').fill(top.publicKey)
    await page.getByTestId('search-input').press('Enter')
    await expect(page).toHaveURL(new RegExp(`/lightning/node/${top.publicKey}$`))
    const shortId =
      (await page
        .getByTestId('node-channel-row')
        .first()
        .getByRole('link')
        .first()
        .textContent()) ?? ''
    await page.getByTestId('search-input').fill(shortId)
    await page.getByTestId('search-input').press('Enter')
    await expect(page).toHaveURL(new RegExp(`/lightning/channel/${shortId}$`))
    await expect(page.getByTestId('channel-capacity')).toBeVisible()
  })

  test('malformed keys and ids say what is wrong and ask the service nothing', async ({ page }) => {
    const asked = requestsTo(page, '/api/v1/lightning/')
    const cases: [string, string, RegExp][] = [
      ['/lightning/node/xyz', 'node-invalid', /hexadecimal/],
      [`/lightning/node/04${'ab'.repeat(32)}`, 'node-invalid', /starts with 02 or 03/],
      [`/lightning/node/03${'ab'.repeat(31)}`, 'node-invalid', /66 hex characters; this has 64/],
      ['/lightning/channel/12x34', 'channel-invalid', /short id such as/],
      ['/signet/lightning/channel/%3Cb%3E', 'channel-invalid', /short id such as/],
      ['/lightning/channel/1x1x70000', 'channel-invalid', /out of range/],
    ]
    for (const [path, testId, reason] of cases) {
      await page.goto(path)
      await expect(page.getByTestId(testId)).toContainText(reason)
    }
    expect(asked).toEqual([])
    // Well formed but unknown: the service is asked and its 404 said plainly.
    await page.goto(`/lightning/node/02${'00'.repeat(32)}`)
    await expect(page.getByTestId('node-not-found')).toBeVisible()
    await page.goto('/lightning/channel/1x1x1')
    await expect(page.getByTestId('channel-not-found')).toBeVisible()
    // No Lightning on regtest: no request, a message.
    asked.length = 0
    await page.goto(`/regtest/lightning/node/02${'00'.repeat(32)}`)
    await expect(page.getByTestId('no-lightning')).toBeVisible()
    expect(asked).toEqual([])
  })

  test('a node page fits a 390 px screen', async ({ page, simnet, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const top = await busiestNode(simnet, 'main')
    await page.goto(`/lightning/node/${top.publicKey}`)
    await expect(page.getByTestId('node-channel-row')).toHaveCount(10)
    expect(await overflow(page)).toBe(0)
    await page.getByTestId('node-channel-row').first().getByRole('link').first().click()
    await expect(page.getByTestId('channel-capacity')).toBeVisible()
    expect(await overflow(page)).toBe(0)
    expect(problems).toEqual([])
  })
})
