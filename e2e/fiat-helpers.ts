import type { Page } from '@playwright/test'
import type { Simnet } from './fixtures'

/** Money as the app writes it (format/fiat.ts) in `locale`: whole units from 10, minor units below. */
export function money(value: number, currency: string, locale = 'en-US'): string {
  const whole = Math.abs(value) >= 10 || value === 0
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? { maximumFractionDigits: 0 } : {}),
  }).format(value)
}

/** Western digits for any script's (Arabic pages may write ٠١٢…). */
export const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))

/** Sats from a BTC amount as any locale writes it: all 8 decimals, so its digits are its sats. */
export const satsOfBtc = (text: string) => Number(asciiDigits(text).replace(/\D/g, ''))

/** Simnet's price of a bitcoin today in `currency` (`/v1/prices`). */
export async function todayPrice(simnet: Simnet, currency: string): Promise<number> {
  return (await simnet.api<Record<string, number>>('main', '/v1/prices'))[currency] ?? Number.NaN
}

/** Each `[amount, fiat]` text pair inside `scope`: the amount and the fiat value beside it. */
export async function pairs(page: Page, scope: string): Promise<[string, string][]> {
  return page
    .locator(scope)
    .evaluateAll((elements) =>
      elements.map((element): [string, string] => [
        element.querySelector('.amount')?.textContent ?? '',
        element.querySelector('[data-testid="fiat"]')?.textContent ?? '',
      ]),
    )
}
