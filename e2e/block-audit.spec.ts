import { expect, requestsTo, test } from './fixtures'

// The block page's audit against simnet's: simnet keeps, for each block it mines, the template it
// projected just before and audits the block with mempool's rules; a control option makes a block
// depart from its template on purpose.

interface Summary {
  template: { txid: string }[]
  missingTxs: string[]
  addedTxs: string[]
  prioritizedTxs: string[]
  freshTxs: string[]
  unseenTxs: string[]
  sigopTxs: string[]
  fullrbfTxs: string[]
  acceleratedTxs: string[]
  matchRate: number
}

/** The match rate as the page writes it: whole, or with two decimals. */
const shown = (rate: number) => `${rate % 1 === 0 ? rate : rate.toFixed(2)} %`

const tagged = (s: Summary) =>
  new Set([
    ...s.addedTxs,
    ...s.missingTxs,
    ...s.prioritizedTxs,
    ...s.freshTxs,
    ...s.sigopTxs,
    ...s.fullrbfTxs,
    ...s.acceleratedTxs,
    ...s.unseenTxs,
  ])

for (const audit of ['censor', 'prioritize'] as const) {
  test(`a block mined to ${audit} shows simnet's health and its tagged transactions`, async ({
    page,
    simnet,
  }) => {
    // Other specs' blocks may have emptied the mempool: a template needs transactions to leave out.
    for (let i = 0; i < 3; i++) await simnet.tx('main', { feeRate: 40 + i })
    const [block] = await simnet.mine('main', 1, audit)
    if (!block) throw new Error('nothing mined')
    const summary = await simnet.api<Summary>('main', `/v1/block/${block.hash}/audit-summary`)
    const score = await simnet.api<{ matchRate: number }>(
      'main',
      `/v1/mining/blocks/audit/score/${block.hash}`,
    )
    expect(score.matchRate).toBe(summary.matchRate)
    // What the pool left out is missing when it was seen long enough before the block; when the
    // mempool holds only recent transactions (other specs' blocks empty it), the audit rightly excuses
    // them as fresh (mempool's audit.ts): either way the block departs from its template.
    if (audit === 'censor')
      expect(summary.missingTxs.length + summary.freshTxs.length).toBeGreaterThan(0)
    else expect(summary.prioritizedTxs.length).toBeGreaterThan(0)

    await page.goto(`/block/${block.hash}`)
    await expect(page.getByTestId('block-audit-health')).toHaveText(shown(summary.matchRate))
    await expect(
      page.getByTestId('block-audit-expected').getByTestId('block-audit-overview'),
    ).toHaveAttribute('data-count', String(summary.template.length))
    const rows = page.getByTestId('block-audit-txs').locator('tbody tr')
    await expect(rows).toHaveCount(tagged(summary).size)
    const listed = await rows.evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute('data-txid'), tr.getAttribute('data-tags')]),
    )
    const byTag = (tag: string) =>
      listed.filter(([, tags]) => tags?.split(' ').includes(tag)).map(([txid]) => txid)
    expect(byTag('missing').sort()).toEqual([...summary.missingTxs].sort())
    expect(byTag('added').sort()).toEqual([...summary.addedTxs].sort())
    expect(byTag('prioritized').sort()).toEqual([...summary.prioritizedTxs].sort())
    expect(byTag('fresh').sort()).toEqual([...summary.freshTxs].sort())
    const legend = page.getByTestId('block-audit-legend')
    if (summary.missingTxs.length) {
      await expect(legend).toContainText(`Missing: ${summary.missingTxs.length}`)
    }
    if (summary.prioritizedTxs.length) {
      await expect(legend).toContainText(`Prioritized: ${summary.prioritizedTxs.length}`)
    }
  })
}

test('a block that followed its template shows its figure and nothing tagged', async ({
  page,
  simnet,
}) => {
  const [block] = await simnet.mine('main', 1)
  if (!block) throw new Error('nothing mined')
  const summary = await simnet.api<Summary>('main', `/v1/block/${block.hash}/audit-summary`)
  expect(summary.matchRate).toBe(100)
  await page.goto(`/block/${block.hash}`)
  const health = page.getByTestId('block-audit-health')
  await expect(health).toHaveText('100 %')
  await expect(health).toHaveAttribute('data-tone', 'good')
  await expect(page.getByTestId('block-audit-txs')).toHaveCount(tagged(summary).size ? 1 : 0)
  // Hiding the audit takes the figures away; showing it brings them back.
  await page.getByTestId('block-audit-toggle').click()
  await expect(health).toHaveCount(0)
  await page.getByTestId('block-audit-toggle').click()
  await expect(health).toHaveText('100 %')
})

test('a service without the audit (404) says it is not available, not an error', async ({
  page,
  simnet,
}) => {
  const hash = (await simnet.apiText('main', '/blocks/tip/hash')).trim()
  await page.route('**/audit-summary', (route) =>
    route.fulfill({ status: 404, body: 'Audit not available' }),
  )
  await page.goto(`/block/${hash}`)
  await expect(page.getByTestId('block-audit-unavailable')).toBeVisible()
  await expect(page.getByTestId('block-audit').getByRole('alert')).toHaveCount(0)
})

test('Liquid blocks have no audit and ask for none', async ({ page, simnet }) => {
  const hash = (await simnet.apiText('liquid', '/blocks/tip/hash')).trim()
  const asked = requestsTo(page, 'audit')
  await page.goto(`/liquid/block/${hash}`)
  await expect(page.getByTestId('tx-summary-row').first()).toBeVisible()
  await expect(page.getByTestId('block-audit')).toHaveCount(0)
  expect(asked).toEqual([])
})

for (const theme of ['dark', 'light'] as const) {
  test(`at 390 px in the ${theme} theme the audit stacks its blocks and fits the screen`, async ({
    page,
    simnet,
  }) => {
    await page.addInitScript((chosen) => {
      localStorage.setItem('outpoint.settings', JSON.stringify({ theme: chosen }))
    }, theme)
    await page.setViewportSize({ width: 390, height: 844 })
    const [block] = await simnet.mine('main', 1, 'censor')
    if (!block) throw new Error('nothing mined')
    await page.goto(`/block/${block.hash}`)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expect(page.getByTestId('block-audit-health')).toBeVisible()
    const expected = page.getByTestId('block-audit-expected')
    const actual = page.getByTestId('block-audit-actual')
    await expect(actual.getByTestId('block-audit-overview')).toBeVisible()
    const [top, below] = [await expected.boundingBox(), await actual.boundingBox()]
    expect(below?.y ?? 0).toBeGreaterThanOrEqual((top?.y ?? 0) + (top?.height ?? 0) - 1)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
