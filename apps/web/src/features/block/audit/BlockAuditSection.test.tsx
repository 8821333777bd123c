import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'
import { blockHash, fakeAudit, fakeFetch, missingTxid, summary } from '../fakeBlockService'
import { auditOf } from './auditFixture'

vi.mock('../../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const auditPath = `/api/v1/block/${blockHash}/audit-summary`

/** Focuses an overview and moves its highlight to `txid` with the arrow keys. */
async function focusTx(overview: ReturnType<typeof within>, txid: string) {
  const surface = overview.getByRole('application')
  surface.focus()
  const square = overview.getByTestId('block-audit-overview')
  for (let step = 0; step < 80 && square.dataset.highlighted !== txid; step++) {
    await userEvent.keyboard('{ArrowRight}')
  }
  expect(square).toHaveAttribute('data-highlighted', txid)
}

describe('the block audit', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the health, expected against actual, both blocks and the transactions that differ', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit: fakeAudit() }))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const health = await screen.findByTestId('block-audit-health')
    expect(health).toHaveTextContent('97.50%')
    expect(health).toHaveAttribute('data-tone', 'fair')
    expect(screen.getByTestId('block-audit-expected-weight')).toHaveTextContent('22,400 WU')
    const expected = screen.getByTestId('block-audit-expected')
    expect(await within(expected).findByTestId('block-audit-overview')).toHaveAttribute(
      'data-count',
      '40',
    )
    const actual = screen.getByTestId('block-audit-actual')
    expect(within(actual).getByTestId('block-audit-overview')).toHaveAttribute('data-count', '60')
    const legend = screen.getByTestId('block-audit-legend')
    expect(legend).toHaveTextContent('Removed: 1')
    expect(legend).toHaveTextContent('Added: 1')
    expect(legend).toHaveTextContent('Prioritized: 1')
    expect(legend).toHaveTextContent('Marginal fee rate, selected: 19')
    expect(legend).not.toHaveTextContent('Conflict')
    const rows = within(screen.getByTestId('block-audit-txs')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(21)
    const byTxid = new Map(rows.map((row) => [row.dataset.txid, row]))
    expect(byTxid.get(missingTxid)).toHaveTextContent('Removed')
    expect(byTxid.get(summary[40]?.txid)).toHaveTextContent('Added, Prioritized')
    // Version 1's addedTxs are the displaced transactions: mempool.space shows them as selected.
    expect(byTxid.get(summary[41]?.txid)).toHaveAttribute('data-tags', 'selected')
    expect(within(byTxid.get(missingTxid) as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/tx/${missingTxid}`,
    )
  })

  it('marks a template tail left out and block transactions in no list (the lists say nothing)', async () => {
    const tail = ['ee'.repeat(32), 'ef'.repeat(32)]
    const audit = auditOf([
      ...summary.slice(1, 50),
      ...tail.map((txid) => ({ txid, fee: 500, vsize: 200, value: 1 })),
    ])
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit }))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const legend = await screen.findByTestId('block-audit-legend')
    expect(legend).not.toHaveTextContent('nothing else')
    expect(legend).toHaveTextContent('Marginal fee rate, left out: 2')
    expect(legend).toHaveTextContent('Marginal fee rate, selected: 10')
    const rows = within(screen.getByTestId('block-audit-txs')).getAllByRole('row').slice(1)
    expect(rows.map((row) => [row.dataset.txid, row.dataset.tags])).toEqual([
      ...tail.map((txid) => [txid, 'missing']),
      ...summary.slice(50).map((tx) => [tx.txid, 'selected']),
    ])
  })

  it('labels the transactions of a replacement (fullrbfTxs) as conflicts, on either side', async () => {
    // The template's last one was replaced; the block took another version, outside the template.
    const replaced = 'ab'.repeat(32)
    const version = summary[59] as (typeof summary)[number]
    const audit = auditOf(
      [...summary.slice(1, 59), { txid: replaced, fee: 700, vsize: 140, value: 1 }],
      { fullrbfTxs: [replaced, version.txid] },
    )
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit }))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const legend = await screen.findByTestId('block-audit-legend')
    expect(legend).toHaveTextContent('Conflict: 2')
    const rows = within(screen.getByTestId('block-audit-txs')).getAllByRole('row').slice(1)
    expect(rows.map((row) => [row.dataset.txid, row.dataset.tags])).toEqual([
      [replaced, 'rbf'],
      [version.txid, 'rbf'],
    ])
    expect(rows[0]).toHaveTextContent('Conflict')
  })

  it('says the block is its template only when it holds the same transactions', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit: auditOf(summary.slice(1).reverse()) }))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    expect(await screen.findByTestId('block-audit-legend')).toHaveTextContent(
      'Every transaction of the template is in the block, and nothing else.',
    )
    expect(screen.queryByTestId('block-audit-txs')).toBeNull()
  })

  it('marks each overview with its own side: a prioritized match only in the actual block', async () => {
    const prioritized = summary[5]?.txid ?? ''
    const audit = auditOf(summary.slice(1), { prioritizedTxs: [prioritized] })
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit }))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const legend = await screen.findByTestId('block-audit-legend')
    expect(legend).toHaveTextContent('Prioritized: 1')
    const [expected, actual] = ['block-audit-expected', 'block-audit-actual'].map((id) =>
      within(screen.getByTestId(id)),
    ) as [ReturnType<typeof within>, ReturnType<typeof within>]
    await focusTx(expected, prioritized)
    expect(expected.queryByTestId('block-overview-mark')).toBeNull()
    await focusTx(actual, prioritized)
    expect(actual.getByTestId('block-overview-mark')).toHaveTextContent('Prioritized')
  })

  it("keeps the figures and says what failed when the block's own transactions do not load", async () => {
    const service = fakeFetch({ stale: false, audit: fakeAudit() })
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith(`/api/v1/block/${blockHash}/summary`)
        ? new Response('boom', { status: 500 })
        : service(url),
    )
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const audit = await screen.findByTestId('block-audit')
    expect(await within(audit).findByRole('alert')).toHaveTextContent(
      "Could not load the block's transactions",
    )
    expect(within(audit).getByTestId('block-audit-health')).toHaveTextContent('97.50%')
    expect(within(audit).queryByTestId('block-audit-legend')).toBeNull()
  })

  it('colours a healthy block good and a poor one poor', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit: fakeAudit(100) }))
    const { unmount } = renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const good = await screen.findByTestId('block-audit-health')
    expect([good.textContent, good.dataset.tone]).toEqual(['100%', 'good'])
    unmount()
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit: fakeAudit(0) }))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const poor = await screen.findByTestId('block-audit-health')
    expect([poor.textContent, poor.dataset.tone]).toEqual(['0%', 'poor'])
  })

  it('says the audit is not available when the service has none (404), without an alert', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: false }))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    expect(await screen.findByTestId('block-audit-unavailable')).toHaveTextContent(
      'The audit of this block is not available',
    )
    expect(within(screen.getByTestId('block-audit')).queryByRole('alert')).toBeNull()
  })

  it('hides the audit on request, and shows it again', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit: fakeAudit() }))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    await screen.findByTestId('block-audit-health')
    const toggle = screen.getByTestId('block-audit-toggle')
    await userEvent.click(toggle)
    expect(screen.queryByTestId('block-audit-health')).toBeNull()
    expect(toggle).toHaveTextContent('Show audit')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(toggle)
    expect(await screen.findByTestId('block-audit-health')).toHaveTextContent('97.50%')
  })

  it('has no audit on Liquid, and asks for none', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit: fakeAudit() }, asked))
    renderApp(`/liquid/block/${blockHash}`, { apiHost: 'example.test' })
    await screen.findByTestId('block-page')
    await screen.findAllByTestId('tx-summary-row')
    expect(screen.queryByTestId('block-audit')).toBeNull()
    expect(asked).not.toContain(auditPath)
  })
})
