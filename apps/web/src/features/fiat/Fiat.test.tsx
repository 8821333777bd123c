import type { Transaction } from '@outpoint/explorer-client'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settingsKey } from '../../settings/settings'
import { renderApp } from '../../test/renderApp'
import { fakeTx, fakeTxid } from '../transaction/test/txFixture'
import { fakePrices } from './fakePrices'

const txid = fakeTxid('ab')
let served: Transaction
let historical: Response | undefined
let asked: string[] = []

const prices = fakePrices()

beforeEach(() => {
  localStorage.clear()
  asked = []
  served = fakeTx(2)
  historical = undefined
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    const path = new URL(url).pathname
    if (path.endsWith(`/tx/${txid}`)) return Response.json(served)
    if (path.endsWith('/v1/prices')) return Response.json(prices)
    if (path.endsWith('/v1/historical-price') && historical) return historical.clone()
    if (path.endsWith('/blocks/tip/height')) return new Response('900004')
    return new Response('not found', { status: 404 })
  })
})
afterEach(() => {
  // Unmounted first: a request the app still makes must not reach the real network.
  cleanup()
  vi.unstubAllGlobals()
})

const choose = (currency: string) => localStorage.setItem(settingsKey, JSON.stringify({ currency }))

async function feeFiat() {
  const fee = await screen.findByTestId('tx-fee')
  return within(fee).findByTestId('fiat')
}

describe('fiat values on a transaction', () => {
  it("values a confirmed transaction's fee at the price of its block's time, in the chosen currency", async () => {
    choose('EUR')
    historical = Response.json({
      prices: [{ time: 1_699_999_200, USD: 37_000, EUR: 34_000 }],
      exchangeRates: { USDEUR: 0.92 },
    })
    renderApp(`/tx/${txid}`)
    // 1,410 sats at €34,000 a coin.
    expect(await feeFiat()).toHaveTextContent('€0.48')
    expect(asked).toContainEqual(
      expect.stringMatching(/historical-price\?currency=EUR&timestamp=1700000000$/),
    )
    const total = within(screen.getByTestId('tx-output-total'))
    expect(await total.findByTestId('fiat')).toHaveAttribute('data-currency', 'EUR')
  })

  it("values an unconfirmed one at today's price (USD unless chosen otherwise)", async () => {
    served = fakeTx(2, { status: { confirmed: false } })
    renderApp(`/tx/${txid}`)
    // 1,410 sats at $86,500.
    expect(await feeFiat()).toHaveTextContent('$1.22')
    expect(asked.some((url) => url.includes('historical-price'))).toBe(false)
  })

  it('says the price is unavailable when the service has none for that time', async () => {
    historical = new Response('Failed to get historical prices', { status: 404 })
    renderApp(`/tx/${txid}`)
    const fiat = await feeFiat()
    expect(fiat).toHaveTextContent('price unavailable')
    expect(fiat).toHaveAttribute('data-state', 'unavailable')
  })

  it('shows none on a test network, whose coins have no price, nor with no currency chosen', async () => {
    renderApp(`/testnet/tx/${txid}`)
    await screen.findByTestId('tx-fee')
    expect(screen.queryByTestId('fiat')).not.toBeInTheDocument()
    choose('none')
    renderApp(`/tx/${txid}`)
    expect((await screen.findAllByTestId('tx-fee')).length).toBeGreaterThan(0)
    expect(screen.queryByTestId('fiat')).not.toBeInTheDocument()
    expect(asked.some((url) => url.includes('price'))).toBe(false)
  })
})
