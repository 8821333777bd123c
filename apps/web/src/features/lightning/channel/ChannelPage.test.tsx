import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'
import { fakeLightningFetch } from '../node/fakeLightning'

vi.mock('../../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

describe('ChannelPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows a closed channel: reason, both transactions linked, both policies', async () => {
    vi.stubGlobal('fetch', fakeLightningFetch())
    renderApp('/signet/lightning/channel/700000x1x1', { apiHost: 'example.test' })
    expect(await screen.findByTestId('channel-status')).toHaveTextContent('Closed')
    expect(screen.getByTestId('channel-closing-reason')).toHaveTextContent(
      'Force closed with penalty',
    )
    expect(within(screen.getByTestId('channel-opening-tx')).getByRole('link')).toHaveAttribute(
      'href',
      `/signet/tx/${'aa'.repeat(32)}`,
    )
    expect(within(screen.getByTestId('channel-closing-tx')).getByRole('link')).toHaveAttribute(
      'href',
      `/signet/tx/${'bb'.repeat(32)}`,
    )
    const left = screen.getByTestId('channel-left')
    expect(within(left).getByTestId('policy-fee-rate')).toHaveTextContent('250 ppm')
    expect(within(left).getByTestId('policy-base-fee')).toHaveTextContent('1 sat')
    expect(within(left).getByTestId('policy-cltv')).toHaveTextContent('40 blocks')
    expect(within(left).getByTestId('policy-disabled')).toHaveTextContent('No')
    expect(
      within(screen.getByTestId('channel-right')).getByTestId('policy-disabled'),
    ).toHaveTextContent('Yes')
  })

  it('refuses a malformed id without asking the service', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeLightningFetch(asked))
    renderApp('/lightning/channel/12x34', { apiHost: 'example.test' })
    expect(await screen.findByTestId('channel-invalid')).toHaveTextContent('short id')
    expect(asked.filter((p) => p.includes('lightning'))).toEqual([])
  })

  it('says when the service knows no such channel', async () => {
    vi.stubGlobal('fetch', fakeLightningFetch())
    renderApp('/lightning/channel/1x2x3', { apiHost: 'example.test' })
    expect(await screen.findByTestId('channel-not-found')).toBeInTheDocument()
  })
})
