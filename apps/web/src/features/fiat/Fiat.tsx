import { t } from '@lingui/core/macro'
import { formatFiat } from '../../format/fiat'
import { formatDateTime } from '../../format/time'
import { useSettings } from '../../settings/useSettings'
import { fiatValue } from './price'
import { usePrice } from './usePrice'

/**
 * An amount's value in the currency of the settings, on a line under the amount: at the price of `at`
 * (Unix seconds: a confirmed transaction's or a block's time) when given, else at today's. Nothing when
 * no currency is chosen or the network's coins have no price; "price unavailable" when the service has
 * none, never a made-up figure.
 */
export function Fiat({ sats, at }: { sats: number; at?: number | undefined }) {
  const price = usePrice(at)
  const { time } = useSettings().settings
  if (price.kind === 'off') return null
  if (price.kind === 'pending')
    return (
      <span className="fiat" aria-busy="true">
        …
      </span>
    )
  if (price.kind === 'unavailable')
    return (
      <span className="fiat muted" data-testid="fiat" data-state="unavailable">
        {t`price unavailable`}
      </span>
    )
  const rate = formatFiat(price.price, price.currency)
  const when = price.past ? formatDateTime(price.time, time) : undefined
  return (
    <span
      className="fiat"
      data-testid="fiat"
      data-currency={price.currency}
      title={when ? t`At 1 BTC = ${rate}, on ${when}` : t`At 1 BTC = ${rate}, now`}
    >
      {formatFiat(fiatValue(sats, price.price), price.currency)}
    </span>
  )
}
