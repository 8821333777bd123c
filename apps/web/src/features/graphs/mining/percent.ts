import { finite, formatDecimal, missing } from '../../../format/number'

/** A percentage 0..100 with up to two decimals, as the mining charts read out: `12.34 %`, `100 %`. */
export const formatPercentUpTo2 = (percent: number) =>
  finite(percent) ? `${formatDecimal(percent, 2)} %` : missing
