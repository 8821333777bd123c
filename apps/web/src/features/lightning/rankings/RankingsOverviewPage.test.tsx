import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'
import {
  evilAlias,
  keyA,
  lightningBodies,
  lightningFetch,
  manyRanked,
} from '../test/lightningFetch'

describe('the rankings overview and the oldest nodes', () => {
  let requests: string[] = []
  const serve = (bodies: Record<string, unknown>, failing: string[] = []) => {
    requests = []
    vi.stubGlobal('fetch', vi.fn(lightningFetch(requests, failing, bodies)))
  }
  afterEach(() => vi.unstubAllGlobals())

  it('shows the first ten of each ranking side by side, linked to node pages and full rankings', async () => {
    const byChannels = [...manyRanked].reverse()
    serve({
      ...lightningBodies,
      'nodes/rankings/liquidity': manyRanked,
      'nodes/rankings/connectivity': byChannels,
    })
    renderApp('/testnet/lightning/nodes/rankings')
    const liquidity = await screen.findByTestId('ln-overview-liquidity-table')
    const rows = within(liquidity).getAllByTestId('ln-node-row')
    expect(rows).toHaveLength(10)
    expect(rows[0]).toHaveTextContent('Node 1')
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/testnet/lightning/node/${manyRanked[0]?.publicKey}`,
    )
    // Brief lists: capacity and channels, no first-seen or location columns.
    expect(liquidity).not.toHaveTextContent('First seen')
    const connectivity = await screen.findByTestId('ln-overview-connectivity-table')
    expect(within(connectivity).getAllByTestId('ln-node-row')[0]).toHaveTextContent('Node 12')
    const more = screen.getAllByTestId('ln-overview-more').map((a) => a.getAttribute('href'))
    expect(more).toEqual([
      '/testnet/lightning/nodes/rankings/liquidity',
      '/testnet/lightning/nodes/rankings/connectivity',
    ])
  })

  it('one list failing leaves the other, with the reason and Retry', async () => {
    serve(lightningBodies, ['nodes/rankings/connectivity'])
    renderApp('/lightning/nodes/rankings')
    expect(await screen.findByTestId('ln-overview-liquidity-table')).toHaveTextContent(evilAlias)
    const failed = await screen.findByTestId('ln-overview-connectivity')
    expect(await within(failed).findByRole('alert')).toHaveTextContent('could not be loaded')
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('/nodes/oldest ranks by age from the age route, first seen shown, its tab current', async () => {
    serve(lightningBodies)
    renderApp('/signet/lightning/nodes/oldest')
    const table = await screen.findByTestId('ln-ranking-table')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The 100 oldest nodes')
    expect(requests.some((u) => u.endsWith('/api/v1/lightning/nodes/rankings/age'))).toBe(true)
    expect(within(table).getAllByTestId('ln-first-seen')[0]).toHaveTextContent('2020-09-13')
    expect(within(table).getAllByTestId('ln-first-seen')[0]).not.toHaveClass('ln-wide')
    const oldest = screen.getByRole('link', { name: 'Oldest' })
    expect(oldest).toHaveAttribute('aria-current', 'page')
    expect(oldest).toHaveAttribute('href', '/signet/lightning/nodes/oldest')
    expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/signet/lightning/node/${keyA}`,
    )
  })
})
