import { useNow } from '../../components/useNow'
import type { SwapQuote } from './model/quote'
import { isStale } from './model/quoteTiming'
import { formatUnits } from './model/units'

interface Props {
  quote: SwapQuote
  refreshing: boolean
}

/** The quote's route, amount received, fees, duration, rate and how long it holds, all as text. */
export function QuoteView({ quote, refreshing }: Props) {
  // Re-renders every second, so the countdown and the expiry follow the clock.
  useNow()
  const now = Date.now()
  const stale = isStale(quote.expiresAt, now)
  const seconds = Math.max(0, Math.ceil((quote.expiresAt - now) / 1000))
  return (
    <section className="swap-quote" data-testid="swap-quote" aria-busy={refreshing}>
      <h2>Quote</h2>
      <dl>
        <dt>You receive</dt>
        <dd>
          {formatUnits(quote.toAmount, quote.toDecimals)} {quote.toSymbol}
        </dd>
        <dt>Rate</dt>
        <dd data-testid="swap-quote-rate">
          {quote.rate === undefined
            ? 'unknown'
            : `1 ${quote.fromSymbol} = ${quote.rate} ${quote.toSymbol}`}
        </dd>
        <dt>Route</dt>
        <dd>{quote.path}</dd>
        <dt>Fees</dt>
        <dd data-testid="swap-quote-fee">
          {quote.fees.length === 0 ? 'none listed' : quote.fees.join(', ')}
        </dd>
        <dt>Duration</dt>
        <dd>
          {quote.durationMinutes === undefined
            ? 'unknown'
            : `about ${quote.durationMinutes} minute${quote.durationMinutes === 1 ? '' : 's'}`}
        </dd>
        <dt>Valid for</dt>
        <dd data-testid="swap-quote-expiry" data-expires-at={quote.expiresAt}>
          {stale ? 'expired' : `${seconds} s`}
        </dd>
      </dl>
      {refreshing ? (
        <p className="muted" role="status" data-testid="swap-quote-refreshing">
          Refreshing the quote…
        </p>
      ) : null}
      {stale ? (
        <p className="swap-stale" role="alert" data-testid="swap-quote-stale">
          This quote has expired and cannot be sent.{' '}
          {refreshing ? 'A new one is on its way.' : 'Waiting for a new one…'}
        </p>
      ) : null}
    </section>
  )
}
