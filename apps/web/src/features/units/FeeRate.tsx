import { formatFeeRateIn } from '../../format/rateUnit'
import { useUnits } from './useUnits'

/** A fee rate (sat/vB) in the unit of the settings; the other unit in its tooltip. */
export function FeeRate({ satPerVb }: { satPerVb: number }) {
  const { unit, feeRate } = useUnits()
  return (
    <span className="fee-rate" title={formatFeeRateIn(satPerVb, unit === 'vB' ? 'WU' : 'vB')}>
      {feeRate(satPerVb)}
    </span>
  )
}
