import { t } from '@lingui/core/macro'
import { type PriceCurrency, type Prices, priceCurrencies } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useNetwork } from '../../app/useNetwork'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { PageTitle } from '../../components/PageTitle'
import { formatDecimal } from '../../format/number'
import { formatDateTime } from '../../format/time'
import { useExplorerClient } from '../../queries/client'
import { useSettings } from '../../settings/useSettings'
import { currentPrice } from '../fiat/price'
import { pricesQueryOptions } from '../fiat/priceQueries'
import { type Field, fieldText, type Parsed, parseBtc, parseFiat, parseSats } from './conversion'
import { fiatNote } from './networkNote'
import './calculator.css'

/** A usable price (fiat/price.ts: mempool sends -1 for a currency no feed answered). */
function priceIn(prices: Prices | null | undefined, currency: PriceCurrency): number | undefined {
  const state = currentPrice(prices ?? null, currency)
  return state.kind === 'price' ? state.price : undefined
}

function parse(field: Field, text: string, price: number | undefined, currency: string): Parsed {
  if (field === 'btc') return parseBtc(text)
  if (field === 'sats') return parseSats(text)
  return price === undefined ? { kind: 'empty' } : parseFiat(text, price, currency)
}

/** `/tools/calculator`: BTC, sats and a fiat currency, each converted from whichever was typed last. */
export default function CalculatorPage() {
  const network = useNetwork()
  const client = useExplorerClient()
  const { settings } = useSettings()
  const prices = useQuery(pricesQueryOptions(client))
  const [currency, setCurrency] = useState<PriceCurrency>('USD')
  const [typed, setTyped] = useState<{ field: Field; text: string }>({ field: 'btc', text: '1' })
  const price = priceIn(prices.data, currency)
  const parsed = parse(typed.field, typed.text, price, currency)
  const ids = { btc: useId(), sats: useId(), fiat: useId(), currency: useId(), error: useId() }

  const shown = (field: Field) => {
    if (field === typed.field) return typed.text
    return parsed.kind === 'sats' ? fieldText(field, parsed.sats, price) : ''
  }
  const input = (field: Field, label: string, disabled = false) => (
    <input
      id={ids[field]}
      data-testid={`calculator-${field}`}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      aria-label={label}
      aria-invalid={parsed.kind === 'error' && typed.field === field}
      aria-describedby={parsed.kind === 'error' && typed.field === field ? ids.error : undefined}
      disabled={disabled}
      value={shown(field)}
      onChange={(event) => setTyped({ field, text: event.target.value })}
    />
  )
  const note = fiatNote(network)

  return (
    <div className="page calculator-page" data-testid="calculator-page">
      <PageTitle>{t`Calculator`}</PageTitle>
      <h1>{t`Calculator`}</h1>
      <p className="muted">{t`Type an amount in any field: the others follow.`}</p>
      <form className="calculator" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.btc}>BTC</label>
        {input('btc', t`Amount in BTC`)}
        <label htmlFor={ids.sats}>sats</label>
        {input('sats', t`Amount in sats`)}
        <label htmlFor={ids.currency} className="calculator-currency">
          <select
            id={ids.currency}
            aria-label={t`Currency`}
            data-testid="calculator-currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value as PriceCurrency)}
          >
            {priceCurrencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        {input('fiat', t`Amount in ${currency}`, price === undefined)}
      </form>
      {parsed.kind === 'error' ? (
        <p role="alert" id={ids.error} className="calculator-error" data-testid="calculator-error">
          {parsed.message}
        </p>
      ) : null}
      <PriceLine
        prices={prices.data}
        price={price}
        currency={currency}
        error={prices.error}
        retry={() => void prices.refetch()}
        time={settings.time}
      />
      {note ? (
        <p className="muted" data-testid="calculator-network-note">
          {note}
        </p>
      ) : null}
    </div>
  )
}

function PriceLine(props: {
  prices: Prices | null | undefined
  price: number | undefined
  currency: PriceCurrency
  error: Error | null
  retry: () => void
  time: 'local' | 'utc'
}) {
  const { prices, price, currency } = props
  if (props.error && prices === undefined)
    return <ErrorNote what={t`Could not load BTC prices`} error={props.error} retry={props.retry} />
  if (prices === undefined)
    return (
      <p className="muted" aria-busy="true">
        {t`Loading BTC prices…`}
      </p>
    )
  if (prices === null)
    return (
      <p data-testid="calculator-price">
        {t`Fiat prices are unavailable: this data service has no price feed (no /api/v1/prices). BTC and sats still convert.`}
      </p>
    )
  if (price === undefined)
    return (
      <p data-testid="calculator-price">
        {t`Fiat prices are unavailable: this data service has no ${currency} price now (its price feed has not answered). BTC and sats still convert.`}
      </p>
    )
  const rate = formatDecimal(price, 2, 2)
  if (prices.time > 0) {
    const when = formatDateTime(prices.time, props.time)
    return <p data-testid="calculator-price">{t`1 BTC = ${rate} ${currency}, price of ${when}`}</p>
  }
  return <p data-testid="calculator-price">{t`1 BTC = ${rate} ${currency}`}</p>
}
