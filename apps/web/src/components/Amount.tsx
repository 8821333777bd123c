import { isLiquidNetwork } from '@outpoint/explorer-client'
import { useNetwork } from '../app/useNetwork'
import { formatAmount, formatBtc, formatSats } from '../format/amount'
import { useSettings } from '../settings/useSettings'

/** An amount in the unit the user chose (BTC or sats); the other unit in its tooltip. */
export function Amount({ sats }: { sats: number }) {
  const { settings } = useSettings()
  const liquid = isLiquidNetwork(useNetwork())
  const other = settings.unit === 'btc' ? `${formatSats(sats)} sats` : `${formatBtc(sats)}`
  return (
    <span className="amount" title={other}>
      {formatAmount(sats, settings.unit, liquid)}
    </span>
  )
}
