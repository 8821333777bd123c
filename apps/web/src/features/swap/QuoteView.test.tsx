import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setFormatLocale } from '../../format/locale'
import type { SwapQuote } from './model/quote'
import { QuoteView } from './QuoteView'

const quote = (expiresIn: number): SwapQuote => ({
  integration: 'outpoint-local',
  route: [],
  path: 'outpoint-local',
  toAmount: 495_000n,
  toDecimals: 8,
  toSymbol: 'BTC',
  fromSymbol: 'ETH',
  fees: ['0.0003 ETH (bridge)'],
  durationMinutes: 1,
  rate: '0.0495',
  receivedAt: Date.now(),
  expiresAt: Date.now() + expiresIn,
})

describe('QuoteView', () => {
  afterEach(() => setFormatLocale('en-US'))

  it('shows the quote and how long it holds', () => {
    render(<QuoteView quote={quote(20_000)} refreshing={false} />)
    expect(screen.getByTestId('swap-quote-rate')).toHaveTextContent('1 ETH = 0.0495 BTC')
    expect(screen.getByTestId('swap-quote-fee')).toHaveTextContent('0.0003 ETH (bridge)')
    expect(screen.getByTestId('swap-quote-expiry')).toHaveTextContent(/^(19|20) s$/)
    expect(screen.getByTestId('swap-quote')).toHaveTextContent('about 1 minute')
    expect(screen.queryByTestId('swap-quote-stale')).not.toBeInTheDocument()
    expect(screen.queryByTestId('swap-quote-refreshing')).not.toBeInTheDocument()
  })

  it("writes the amount received and the rate in the page's decimal mark", () => {
    setFormatLocale('de-DE')
    render(
      <QuoteView quote={{ ...quote(20_000), toAmount: 1_000_049_500_000n }} refreshing={false} />,
    )
    expect(screen.getByTestId('swap-quote-rate')).toHaveTextContent('1 ETH = 0,0495 BTC')
    expect(screen.getByTestId('swap-quote')).toHaveTextContent('10000,495 BTC')
  })

  it('says when it is refreshing, and when it expired', () => {
    const { rerender } = render(<QuoteView quote={quote(20_000)} refreshing />)
    expect(screen.getByTestId('swap-quote-refreshing')).toHaveTextContent('Refreshing the quote')
    rerender(<QuoteView quote={quote(-1)} refreshing={false} />)
    expect(screen.getByTestId('swap-quote-stale')).toHaveTextContent('expired and cannot be sent')
    expect(screen.getByTestId('swap-quote-expiry')).toHaveTextContent('expired')
  })
})
