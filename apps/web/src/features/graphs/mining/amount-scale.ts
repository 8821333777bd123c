import { formatBtc, formatSats } from '../../../format/amount'
import type { Unit } from '../../../settings/settings'

/**
 * Amounts on a chart in the reader's unit: the series hold BTC or sats (so the table and the CSV carry
 * the unit their heading names), the axis writes round ticks short, the table every sat.
 */
export interface AmountScale {
  /** `BTC` or `sats`, for series labels: `Fees (BTC)`. */
  name: string
  /** Sats to the series' unit. */
  of: (sats: number) => number
  /** A value of the series' unit, as a table cell or axis label. */
  format: (value: number) => string
}

const btc: AmountScale = {
  name: 'BTC',
  of: (sats) => sats / 1e8,
  // formatBtc always writes a point: trailing zeros go, so axis ticks read 0.025 and cells every sat.
  format: (value) => formatBtc(Math.round(value * 1e8)).replace(/\.?0+$/, ''),
}

const sats: AmountScale = { name: 'sats', of: (value) => value, format: formatSats }

export function amountScale(unit: Unit): AmountScale {
  return unit === 'sats' ? sats : btc
}
