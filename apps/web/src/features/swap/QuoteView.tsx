import { plural, t } from '@lingui/core/macro'
import { useNow } from '../../components/useNow'
import { formatList } from '../../format/list'
import { formatDecimalText } from '../../format/number'
import { formatUnitsText } from '../../format/units'
import type { SwapQuote } from './model/quote'
import { isStale } from './model/quoteTiming'

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
  const minutes = quote.durationMinutes
  const rate =
    quote.rate === undefined ? undefined : formatDecimalText(quote.rate, { grouping: false })
  return (
    <section className="swap-quote" data-testid="swap-quote" aria-busy={refreshing}>
      <h2>{t`Quote`}</h2>
      <dl>
        <dt>{t`You receive`}</dt>
        <dd>
          {formatUnitsText(quote.toAmount, quote.toDecimals)} {quote.toSymbol}
        </dd>
        <dt>{t({ message: 'Rate', comment: 'exchange rate of the swap' })}</dt>
        <dd data-testid="swap-quote-rate">
          {rate === undefined ? t`unknown` : `1 ${quote.fromSymbol} = ${rate} ${quote.toSymbol}`}
        </dd>
        <dt>{t({ message: 'Route', comment: 'the bridges a swap goes through' })}</dt>
        <dd>{quote.path}</dd>
        <dt>{t`Fees`}</dt>
        <dd data-testid="swap-quote-fee">
          {quote.fees.length === 0 ? t`none listed` : formatList(quote.fees)}
        </dd>
        <dt>{t`Duration`}</dt>
        <dd>
          {minutes === undefined
            ? t`unknown`
            : plural(minutes, { one: 'about # minute', other: 'about # minutes' })}
        </dd>
        <dt>{t({ message: 'Valid for', comment: 'how long the quote holds' })}</dt>
        <dd data-testid="swap-quote-expiry" data-expires-at={quote.expiresAt}>
          {stale ? t({ message: 'expired', comment: 'the quote' }) : `${seconds} s`}
        </dd>
      </dl>
      {refreshing ? (
        <p className="muted" role="status" data-testid="swap-quote-refreshing">
          {t`Refreshing the quote…`}
        </p>
      ) : null}
      {stale ? (
        <p className="swap-stale" role="alert" data-testid="swap-quote-stale">
          {t`This quote has expired and cannot be sent.`}{' '}
          {refreshing ? t`A new one is on its way.` : t`Waiting for a new one…`}
        </p>
      ) : null}
    </section>
  )
}
