import { formatFeeRate } from '../format/amount'

export function FeeRate({ rate }: { rate: number }) {
  return (
    <span className="fee-rate">
      {formatFeeRate(rate)} <span className="unit">sat/vB</span>
    </span>
  )
}
