import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'
import { blockHash, fakeAudit, fakeFetch, missingTxid, summary } from '../fakeBlockService'

vi.mock('../../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const auditPath = `/api/v1/block/${blockHash}/audit-summary`

describe('the block audit', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the health, expected against actual, both blocks and the transactions that differ', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit: fakeAudit() }))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const health = await screen.findByTestId('block-audit-health')
    expect(health).toHaveTextContent('97.50 %')
    expect(health).toHaveAttribute('data-tone', 'fair')
    expect(screen.getByTestId('block-audit-expected-weight')).toHaveTextContent('22,400 WU')
    const expected = screen.getByTestId('block-audit-expected')
    expect(within(expected).getByTestId('block-audit-overview')).toHaveAttribute('data-count', '40')
    const actual = screen.getByTestId('block-audit-actual')
    expect(await within(actual).findByTestId('block-audit-overview')).toHaveAttribute(
      'data-count',
      '60',
    )
    const legend = screen.getByTestId('block-audit-legend')
    expect(legend).toHaveTextContent('Added: 20')
    expect(legend).toHaveTextContent('Missing: 1')
    expect(legend).toHaveTextContent('Prioritized: 1')
    expect(legend).not.toHaveTextContent('Full RBF')
    const rows = within(screen.getByTestId('block-audit-txs')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(21)
    const byTxid = new Map(rows.map((row) => [row.dataset.txid, row]))
    expect(byTxid.get(missingTxid)).toHaveTextContent('Missing')
    expect(byTxid.get(summary[40]?.txid)).toHaveTextContent('Added, Prioritized')
    expect(within(byTxid.get(missingTxid) as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/tx/${missingTxid}`,
    )
  })

  it('colours a healthy block good and a poor one poor', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit: fakeAudit(100) }))
    const { unmount } = renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const good = await screen.findByTestId('block-audit-health')
    expect([good.textContent, good.dataset.tone]).toEqual(['100 %', 'good'])
    unmount()
    vi.stubGlobal('fetch', fakeFetch({ stale: false, audit: fakeAudit(0) }))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const poor = await screen.findByTestId('block-audit-health')
    expect([poor.textContent, poor.dataset.tone]).toEqual(['0 %', 'poor'])
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
    expect(await screen.findByTestId('block-audit-health')).toHaveTextContent('97.50 %')
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
