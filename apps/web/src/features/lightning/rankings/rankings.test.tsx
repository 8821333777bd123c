import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'
import { evilAlias, keyA, keyB, lightningFetch } from '../test/lightningFetch'

describe('Lightning ranking, country and ISP pages', () => {
  let requests: string[]
  beforeEach(() => {
    requests = []
    vi.stubGlobal('fetch', vi.fn(lightningFetch(requests)))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('ranks nodes, aliases as text, linking each to its node page', async () => {
    renderApp('/lightning/nodes/rankings/liquidity')
    const table = await screen.findByTestId('ln-ranking-table')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('by liquidity')
    const rows = within(table).getAllByTestId('ln-node-row')
    expect(rows).toHaveLength(2)
    const evil = within(rows[0] as HTMLElement).getByRole('link', { name: evilAlias })
    expect(evil).toHaveAttribute('href', `/lightning/node/${keyA}`)
    expect(table.querySelector('img')).toBeNull()
    expect(rows[0]).toHaveTextContent('Berlin, Germany')
    // No alias: the key's start stands in.
    expect(rows[1]).toHaveTextContent(keyB.slice(0, 20))
    expect(rows[1]).toHaveTextContent('Unknown')
  })

  it.each([
    ['/lightning/nodes/rankings/richest', 'Not a valid ranking', 'liquidity, connectivity or age'],
    ['/testnet/lightning/nodes/country/Germany', 'Not a valid country code', 'two-letter'],
    ['/signet/lightning/nodes/isp/AS16509', 'Not a valid ISP id', 'AS number'],
  ])('%s says what is wrong without asking the server', async (path, title, expected) => {
    renderApp(path)
    const page = await screen.findByTestId('ln-bad-param')
    expect(page).toHaveTextContent(title)
    expect(page).toHaveTextContent(expected)
    expect(requests.filter((u) => u.includes('/lightning/'))).toEqual([])
  })

  it('lists countries linking to their node lists', async () => {
    renderApp('/lightning/nodes/countries')
    const row = await screen.findByTestId('ln-country-row')
    expect(within(row).getByRole('link', { name: 'Germany' })).toHaveAttribute(
      'href',
      '/lightning/nodes/country/DE',
    )
    expect(row).toHaveTextContent('100.00%')
  })

  it('shows a country’s nodes for a lower-case code', async () => {
    renderApp('/lightning/nodes/country/de')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Lightning nodes in Germany',
    )
    expect(screen.getByTestId('ln-country-nodes')).toHaveTextContent(evilAlias)
    expect(requests.some((u) => u.endsWith('/nodes/country/DE'))).toBe(true)
  })

  it('splits capacity by hosting and ranks ISPs, names as text', async () => {
    renderApp('/lightning/nodes/isp-ranking')
    const split = await screen.findByTestId('ln-capacity-split')
    expect(split).toHaveTextContent('Clearnet capacity')
    expect(split).toHaveTextContent('(60.0%)')
    expect(split).toHaveTextContent('Unknown capacity')
    const link = screen.getByRole('link', { name: 'Amazon <b>AWS</b>' })
    expect(link).toHaveAttribute('href', '/lightning/nodes/isp/16509%2C14618')
    // The ranking's figures say what they count: they differ from the ISP page's by definition.
    expect(screen.getByTestId('ln-isp-counts')).toHaveTextContent('counts twice')
  })

  it('shows an ISP’s nodes from a comma-separated AS list', async () => {
    renderApp('/lightning/nodes/isp/16509,14618')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Lightning nodes on Amazon <b>AWS</b>',
    )
    expect(screen.getByText('AS16509, AS14618')).toBeInTheDocument()
    expect(screen.getAllByTestId('ln-node-row')).toHaveLength(1)
    expect(screen.getByTestId('ln-isp-nodes-note')).toHaveTextContent('the nodes’ own totals')
  })

  it('a country the server does not know is an error with Retry, not a blank page', async () => {
    renderApp('/lightning/nodes/country/ZZ')
    const error = await screen.findByTestId('route-error')
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
