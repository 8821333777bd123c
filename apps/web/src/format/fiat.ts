import { numberFormat } from './number'

const dollars = numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** US dollars, whole: `$2,163`. The service prices blocks in USD (mempool's `prices.USD`). */
export function formatUsd(value: number): string {
  return dollars.format(value)
}
