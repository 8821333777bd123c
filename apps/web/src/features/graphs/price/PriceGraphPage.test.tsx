import type { HistoricalPrices } from '@outpoint/explorer-client'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'

const day = 86_400
const end = 1_795_000_000 - (1_795_000_000 % 3600)
// With `currency`, mempool's rows have only USD and that currency.
const history = (currency: string): HistoricalPrices => {
  const other = (price: number) => (currency === 'USD' ? {} : { [currency]: price })
  return {
    prices: [
      { time: end, USD: 90_000, ...other(currency === 'JPY' ? 14_100_000 : 80_000) },
      { time: end - 2 * day, USD: 85_000, ...other(76_000) },
      { time: end - 40 * day, USD: 60_000, ...other(55_000) },
    ],
    exchangeRates: { USDEUR: 0.89 },
  }
}

let asked: URL[]
beforeEach(() => {
  asked = []
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input)
    asked.push(url)
    if (url.pathname !== '/api/v1/historical-price') return new Response('nope', { status: 404 })
    return Response.json(history(url.searchParams.get('currency') ?? 'USD'))
  })
})
afterEach(() => vi.unstubAllGlobals())

const cells = () =>
  within(screen.getByTestId('graph-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent)

describe('/graphs/price', () => {
  it('charts USD over a year by default; the table holds the rows of the range', async () => {
    renderApp('/graphs/price?view=table')
    expect(await screen.findByRole('heading', { level: 1, name: 'BTC price' })).toBeInTheDocument()
    await waitFor(() => expect(cells()).toEqual(['90,000', '85,000', '60,000']))
    expect(asked.map((u) => u.search)).toEqual(['?currency=USD'])
    expect(screen.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('cuts the rows to the range in the URL, and a picked currency asks for it', async () => {
    renderApp('/graphs/price?view=table&range=1w')
    await waitFor(() => expect(cells()).toEqual(['90,000', '85,000']))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'JPY')
    await waitFor(() => expect(cells()).toEqual(['14,100,000', '76,000']))
    expect(asked.map((u) => u.search)).toEqual(['?currency=USD', '?currency=JPY'])
    expect(screen.getByRole('columnheader', { name: 'BTC in JPY' })).toBeInTheDocument()
  })

  it('on Liquid says prices are not kept there, asking nothing', async () => {
    renderApp('/liquid/graphs/price')
    expect(await screen.findByTestId('graph-not-here')).toHaveTextContent(
      /No price charts for Liquid/,
    )
    expect(screen.getByRole('link', { name: 'BTC price on Bitcoin' })).toHaveAttribute(
      'href',
      '/graphs/price',
    )
    expect(asked).toEqual([])
  })
})

describe('/graphs menu', () => {
  it('lists only the charts of the network', async () => {
    renderApp('/liquid/graphs/mempool')
    const menu = await screen.findByRole('navigation', { name: 'Charts' })
    expect(within(menu).getByRole('link', { name: 'Mempool' })).toHaveAttribute(
      'href',
      '/liquid/graphs/mempool',
    )
    expect(within(menu).queryByRole('link', { name: 'BTC price' })).toBeNull()
  })
})
