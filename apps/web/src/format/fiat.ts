import { numberFormat } from './number'

/**
 * An amount of money: whole units from 10 (`$2,163`, `€86`), with the currency's minor units below
 * (`$0.37`; the yen has none: `¥4`), so that small fees do not all read `$0`.
 */
export function formatFiat(value: number, currency: string): string {
  const whole = Math.abs(value) >= 10 || value === 0
  return numberFormat(
    whole
      ? { style: 'currency', currency, maximumFractionDigits: 0 }
      : { style: 'currency', currency },
  ).format(value)
}

/** US dollars, as formatFiat writes them: the service prices blocks in USD (mempool's `prices.USD`). */
export function formatUsd(value: number): string {
  return formatFiat(value, 'USD')
}
