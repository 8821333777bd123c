import { isLiquidNetwork } from '@outpoint/explorer-client'
import { useNetwork } from '../app/useNetwork'
import { formatAmount } from '../format/amount'
import { useSettings } from '../settings/useSettings'

/** An amount in the unit the user chose (BTC or sats); the other unit in its tooltip. */
export function Amount({ sats }: { sats: number }) {
  const { unit } = useSettings().settings
  const liquid = isLiquidNetwork(useNetwork())
  return (
    <span className="amount" title={formatAmount(sats, unit === 'btc' ? 'sats' : 'btc', liquid)}>
      {formatAmount(sats, unit, liquid)}
    </span>
  )
}
