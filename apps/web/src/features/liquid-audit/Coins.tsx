import { formatAmount } from '../../format/amount'
import { useSettings } from '../../settings/useSettings'

/**
 * An amount of L-BTC (`liquid`) or of Bitcoin (the federation's reserves: BTC even on a Liquid page), in
 * the unit the user chose, the other unit in its tooltip.
 */
export function Coins({ sats, liquid = false }: { sats: number; liquid?: boolean }) {
  const { unit } = useSettings().settings
  return (
    <span className="amount" title={formatAmount(sats, unit === 'btc' ? 'sats' : 'btc', liquid)}>
      {formatAmount(sats, unit, liquid)}
    </span>
  )
}
