import { finite, missing } from '../../format/number'
import { formatPercent } from '../../format/percent'

/** A percentage 0..100 with up to two decimals, as the charts read out: `12.34%`, `100%`. */
export const formatPercentUpTo2 = (percent: number) =>
  finite(percent) ? formatPercent(percent, 2, 0) : missing

/** A share 0..1 as the CSV's percentage, to four decimals (`12.3457`). */
export const rawPercent = (share: number) => Math.round(share * 1e6) / 1e4
