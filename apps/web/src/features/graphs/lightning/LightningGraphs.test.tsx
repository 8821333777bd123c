import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'
import { keyA, lightningBodies, lightningFetch } from '../../lightning/test/lightningFetch'

const world = {
  maxLiquidity: 9e9,
  maxChannels: 120,
  nodes: [[13.4, 52.5, keyA, '<i>Evil</i>', 9e9, 120, { en: 'Germany' }, 'DE']],
}

const bodies: Record<string, unknown> = {
  ...lightningBodies,
  'statistics/3m': lightningBodies['statistics/1y'],
  'nodes/world': world,
}

describe('the Lightning charts', () => {
  let requests: string[]
  let failing: string[]
  beforeEach(() => {
    requests = []
    failing = []
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL | Request) => lightningFetch(requests, failing, bodies)(input)),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('tables nodes per network by day, newest first, and changes range from the picker', async () => {
    renderApp('/signet/graphs/lightning/nodes-networks?view=table')
    const table = await screen.findByTestId('graph-table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Clearnet', 'Tor', 'Clearnet and Tor', 'Unannounced'])
    // The newest day (d = 3) first: 53 nodes on clearnet and Tor.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/100200\s*5350$/)
    expect(requests.some((url) => url.endsWith('/signet/api/v1/lightning/statistics/1y'))).toBe(
      true,
    )
    await userEvent.click(screen.getByRole('button', { name: '3M' }))
    await waitFor(() =>
      expect(requests.some((url) => url.endsWith('/lightning/statistics/3m'))).toBe(true),
    )
  })

  it('tables capacity in BTC and the channels beside it', async () => {
    renderApp('/graphs/lightning/capacity?view=table')
    const table = await screen.findByTestId('graph-table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Capacity (BTC)', 'Channels'])
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/503\s*1,003$/)
  })

  it('shares nodes per ISP now, without a range, each ISP linking to its page', async () => {
    renderApp('/graphs/lightning/nodes-per-isp')
    const body = await screen.findByTestId('isp-shares-body')
    const row = within(body).getByTestId('share-row')
    expect(row).toHaveTextContent('Amazon <b>AWS</b>100% · 40 nodes')
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      '/lightning/nodes/isp/16509%2C14618',
    )
    expect(screen.getByTestId('graph-now')).toHaveTextContent('Now')
    expect(screen.queryByRole('group', { name: 'Range' })).toBeNull()
  })

  it('shares nodes per country, named in words, each linking to its page', async () => {
    renderApp('/graphs/lightning/nodes-per-country')
    const row = await screen.findByTestId('share-row')
    expect(row).toHaveTextContent('Germany100% · 1 node')
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/lightning/nodes/country/DE')
  })

  it('tables the map’s located nodes', async () => {
    renderApp('/graphs/lightning/nodes-map?view=table')
    const table = await screen.findByTestId('graph-table')
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('<i>Evil</i>')
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Germany')
    expect(requests.some((url) => url.includes('channels-geo'))).toBe(false)
  })

  it('says why a chart failed', async () => {
    failing = ['nodes/countries']
    renderApp('/graphs/lightning/nodes-per-country')
    expect(await screen.findByText(/Nodes per country could not be loaded/)).toBeInTheDocument()
  })

  it('says Testnet4 has no Lightning charts, asking nothing', async () => {
    renderApp('/testnet4/graphs/lightning/capacity')
    expect(await screen.findByTestId('graph-not-here')).toHaveTextContent(
      'No lightning charts for Testnet4',
    )
    expect(requests).toEqual([])
  })
})
