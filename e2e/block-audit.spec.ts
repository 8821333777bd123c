import type { Page } from '@playwright/test'
import { expect, requestsTo, type Simnet, test } from './fixtures'

// The block page's audit against simnet's: simnet keeps, for each block it mines, the template it
// projected just before and audits the block with mempool's rules; a control option makes a block
// depart from its template on purpose.

interface Stripped {
  txid: string
  fee: number
  vsize: number
  rate?: number
}

interface Summary {
  version: number
  template: Stripped[]
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
const shown = (rate: number) => `${rate % 1 === 0 ? rate : rate.toFixed(2)}%`

/** Tags of a template transaction the block left out, and of a block transaction the template lacks. */
const leftOutTags = ['censored', 'missing', 'fresh', 'freshcpfp', 'sigop', 'rbf', 'accelerated']
const extraTags = ['added', 'prioritized', 'selected', 'rbf', 'accelerated']

/** The audit and the block's own transactions (coinbase first), as the page reads them. */
async function auditAndBlock(simnet: Simnet, hash: string) {
  const summary = await simnet.api<Summary>('main', `/v1/block/${hash}/audit-summary`)
  const blockTxs = await simnet.api<Stripped[]>('main', `/v1/block/${hash}/summary`)
  const inBlock = new Set(blockTxs.map((tx) => tx.txid))
  const inTemplate = new Set(summary.template.map((tx) => tx.txid))
  const leftOut = summary.template.filter((tx) => !inBlock.has(tx.txid))
  const extras = blockTxs.slice(1).filter((tx) => !inTemplate.has(tx.txid))
  return { summary, blockTxs, leftOut, extras }
}

/**
 * The page's list and legend against the template read against the block (not against the audit's lists,
 * which leave out excused template transactions and block transactions not displaced): every difference
 * listed, with mempool.space's status.
 */
async function expectDifferencesShown(
  page: Page,
  audit: Awaited<ReturnType<typeof auditAndBlock>>,
) {
  const { summary, leftOut, extras, blockTxs } = audit
  const rows = page.getByTestId('block-audit-txs').locator('tbody tr')
  const tagged = new Set([...leftOut, ...extras].map((tx) => tx.txid))
  const inBlock = new Set(blockTxs.map((tx) => tx.txid))
  for (const txid of [...summary.prioritizedTxs, ...summary.acceleratedTxs]) {
    if (inBlock.has(txid)) tagged.add(txid)
  }
  await expect(rows).toHaveCount(tagged.size)
  const listed = new Map(
    await rows.evaluateAll((trs) =>
      trs.map((tr) => [
        tr.getAttribute('data-txid') ?? '',
        (tr.getAttribute('data-tags') ?? '').split(' '),
      ]),
    ),
  )
  expect(new Set(listed.keys())).toEqual(tagged)
  const censored = new Set(summary.missingTxs)
  for (const tx of leftOut) {
    const tags = listed.get(tx.txid) ?? []
    expect(
      tags.filter((tag) => leftOutTags.includes(tag)),
      tx.txid,
    ).toHaveLength(1)
    const rate = tx.rate ?? tx.fee / tx.vsize
    if (censored.has(tx.txid) && rate >= 1) expect(tags, tx.txid).toContain('censored')
    else expect(tags, tx.txid).not.toContain('censored')
  }
  const unseen = new Set(summary.unseenTxs)
  const prioritized = new Set(summary.prioritizedTxs)
  for (const tx of extras) {
    const tags = listed.get(tx.txid) ?? []
    expect(tags.filter((tag) => extraTags.includes(tag)).length, tx.txid).toBeGreaterThan(0)
    // From version 1, addedTxs are the displaced transactions: mempool.space says "added" only for the
    // unseen, or beside "prioritized" for a displaced one placed out of fee order.
    if (summary.version > 0 && !unseen.has(tx.txid) && !prioritized.has(tx.txid)) {
      expect(tags, tx.txid).not.toContain('added')
    }
  }
  const counts = new Map<string, number>()
  for (const tags of listed.values())
    for (const tag of tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  const legend = page.getByTestId('block-audit-legend')
  for (const [tag, count] of counts) {
    await expect(legend.locator(`[data-tag="${tag}"]`)).toHaveAttribute('data-count', String(count))
  }
  await expect(legend.locator('[data-tag]')).toHaveCount(counts.size)
  if (tagged.size) await expect(legend).not.toContainText('nothing else')
}

for (const audit of ['censor', 'prioritize', 'fresh'] as const) {
  test(`a block mined to ${audit} shows every difference from its template`, async ({
    page,
    simnet,
  }) => {
    // Other specs' blocks may have emptied the mempool: a template needs transactions to leave out.
    for (let i = 0; i < 3; i++) await simnet.tx('main', { feeRate: 40 + i })
    const [block] = await simnet.mine('main', 1, audit)
    if (!block) throw new Error('nothing mined')
    const found = await auditAndBlock(simnet, block.hash)
    const { summary } = found
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
    if (audit === 'prioritize') expect(summary.prioritizedTxs.length).toBeGreaterThan(0)

    await page.goto(`/block/${block.hash}`)
    await expect(page.getByTestId('block-audit-health')).toHaveText(shown(summary.matchRate))
    await expect(
      page.getByTestId('block-audit-expected').getByTestId('block-audit-overview'),
    ).toHaveAttribute('data-count', String(summary.template.length))
    await expect(
      page.getByTestId('block-audit-actual').getByTestId('block-audit-overview'),
    ).toHaveAttribute('data-count', String(found.blockTxs.length))
    await expectDifferencesShown(page, found)
  })
}

test('a block that followed its template says so, and hides and shows its audit', async ({
  page,
  simnet,
}) => {
  const [block] = await simnet.mine('main', 1)
  if (!block) throw new Error('nothing mined')
  const found = await auditAndBlock(simnet, block.hash)
  expect(found.summary.matchRate).toBe(100)
  await page.goto(`/block/${block.hash}`)
  const health = page.getByTestId('block-audit-health')
  await expect(health).toHaveText('100%')
  await expect(health).toHaveAttribute('data-tone', 'good')
  await expectDifferencesShown(page, found)
  const same = found.leftOut.length === 0 && found.extras.length === 0
  if (same && found.summary.prioritizedTxs.length === 0) {
    await expect(page.getByTestId('block-audit-legend')).toHaveText(
      'Every transaction of the template is in the block, and nothing else.',
    )
  }
  // Hiding the audit takes the figures away; showing it brings them back.
  await page.getByTestId('block-audit-toggle').click()
  await expect(health).toHaveCount(0)
  await page.getByTestId('block-audit-toggle').click()
  await expect(health).toHaveText('100%')
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

test('a block simnet never audited (its seeded history) says the audit is not available', async ({
  page,
  simnet,
}) => {
  // The seeded history (thousands of blocks; 1,000 below the tip is one of them) was mined before the
  // service started, as blocks mempool never saw arrive: no audit.
  const height = (await simnet.tipHeight('main')) - 1000
  const hash = (await simnet.apiText('main', `/block-height/${height}`)).trim()
  const answer = await page.request.get(`${simnet.url}/api/v1/block/${hash}/audit-summary`)
  expect([answer.status(), await answer.text()]).toEqual([404, 'Audit not available'])
  await page.goto(`/block/${hash}`)
  await expect(page.getByTestId('block-audit-unavailable')).toBeVisible()
  await expect(page.getByTestId('block-audit-health')).toHaveCount(0)
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
