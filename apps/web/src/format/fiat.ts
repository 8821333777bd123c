import { numberFormat } from './number'

const dollars = numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const cents = numberFormat({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * US dollars, whole from $10 (`$2,163`), with cents below (`$0.37`), so the fees of 2010's blocks do not
 * all read `$0`. The service prices blocks in USD (mempool's `prices.USD`).
 */
export function formatUsd(value: number): string {
  return Math.abs(value) < 10 && value !== 0 ? cents.format(value) : dollars.format(value)
}
