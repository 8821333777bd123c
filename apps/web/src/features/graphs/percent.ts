import { finite, formatDecimal, missing } from '../../format/number'

// The graphs' percentages (apart from format/percent.ts, which `/` loads and must not grow).

/** A percentage 0..100 with up to two decimals, as the charts read out: `12.34 %`, `100 %`. */
export const formatPercentUpTo2 = (percent: number) =>
  finite(percent) ? `${formatDecimal(percent, 2)} %` : missing

/** A share 0..1 as the CSV's percentage, to four decimals (`12.3457`). */
export const rawPercent = (share: number) => Math.round(share * 1e6) / 1e4
