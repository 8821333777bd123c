import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { fakePrices } from '../fiat/fakePrices'

const prices = fakePrices({ time: 1_764_000_000 })

function serve(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      String(input).endsWith('/api/v1/prices')
        ? answer()
        : new Response('not found', { status: 404 }),
    ),
  )
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

async function retype(testId: string, text: string) {
  const input = screen.getByTestId(testId)
  await userEvent.clear(input)
  if (text) await userEvent.type(input, text)
}

describe('CalculatorPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('converts BTC, sats and fiat each way at the service price, and shows its time', async () => {
    serve(() => json(prices))
    renderApp('/tools/calculator')
    const price = await screen.findByTestId('calculator-price')
    await waitFor(() =>
      expect(price).toHaveTextContent('1 BTC = 86,500.00 USD, price of 2025-11-24'),
    )
    expect(screen.getByTestId('calculator-sats')).toHaveValue('100,000,000')
    expect(screen.getByTestId('calculator-fiat')).toHaveValue('86,500.00')

    await retype('calculator-sats', '2500')
    expect(screen.getByTestId('calculator-btc')).toHaveValue('0.00002500')
    expect(screen.getByTestId('calculator-fiat')).toHaveValue('2.16')

    await retype('calculator-fiat', '43250')
    expect(screen.getByTestId('calculator-btc')).toHaveValue('0.50000000')
    expect(screen.getByTestId('calculator-sats')).toHaveValue('50,000,000')

    await userEvent.selectOptions(screen.getByTestId('calculator-currency'), 'EUR')
    expect(screen.getByTestId('calculator-fiat')).toHaveValue('43250')
    expect(screen.getByTestId('calculator-sats')).toHaveValue('57,589,880')
    expect(screen.getByTestId('calculator-price')).toHaveTextContent('1 BTC = 75,100.00 EUR')
  })

  it('names bad input and clears the other fields', async () => {
    serve(() => json(prices))
    renderApp('/tools/calculator')
    await retype('calculator-btc', '0.123456789')
    expect(screen.getByTestId('calculator-error')).toHaveTextContent(/at most 8 decimal places/)
    expect(screen.getByTestId('calculator-btc')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByTestId('calculator-sats')).toHaveValue('')
    await retype('calculator-sats', 'lots')
    expect(screen.getByTestId('calculator-error')).toHaveTextContent('"lots" is not a number')
    await retype('calculator-sats', '5')
    expect(screen.queryByTestId('calculator-error')).toBeNull()
  })

  it('still converts BTC and sats on a service without prices, and says fiat is unavailable', async () => {
    serve(() => new Response('not found', { status: 404 }))
    renderApp('/tools/calculator')
    expect(await screen.findByTestId('calculator-price')).toHaveTextContent(
      'Fiat prices are unavailable: this data service has no price feed',
    )
    expect(screen.getByTestId('calculator-fiat')).toBeDisabled()
    await retype('calculator-btc', '0.5')
    expect(screen.getByTestId('calculator-sats')).toHaveValue('50,000,000')
  })

  it('says a price the feed has not given is unavailable, and what fiat means on a test network', async () => {
    serve(() => json({ time: 0, USD: -1, EUR: -1, GBP: -1, CAD: -1, CHF: -1, AUD: -1, JPY: -1 }))
    renderApp('/signet/tools/calculator')
    expect(await screen.findByTestId('calculator-price')).toHaveTextContent(
      'this data service has no USD price now',
    )
    expect(screen.getByTestId('calculator-network-note')).toHaveTextContent(
      'fiat figures are mainnet BTC prices',
    )
  })
})
