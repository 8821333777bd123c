import type { Unit } from '../settings/settings'
import { formatDecimalText, formatInteger, missing, numberFormat } from './number'

/**
 * An amount counted in its smallest unit (sats, an issued asset's base units) in whole units with all
 * `decimals` decimals, by integer arithmetic (no float rounding), in the locale's marks: 150000 with 2 is
 * "1,500.00" ("1.500,00" in German); `–` for what is not a number.
 */
export function formatScaled(units: number, decimals: number): string {
  if (!Number.isFinite(units)) return missing
  const whole = BigInt(Math.round(units))
  const size = whole < 0n ? -whole : whole
  const scale = 10n ** BigInt(decimals)
  const fraction = decimals > 0 ? `.${String(size % scale).padStart(decimals, '0')}` : ''
  return formatDecimalText(`${whole < 0n ? '-' : ''}${size / scale}${fraction}`)
}

/** 123456789 → "1.23456789" with all 8 decimals, exactly, in the locale's marks ("1,23456789" in German). */
export function formatBtc(sats: number): string {
  return formatScaled(sats, 8)
}

/**
 * An issued asset's amount in its own units, with the decimals of its precision (0 to 8): 150000 at
 * precision 2 is "1,500.00".
 */
export function formatAssetAmount(value: number, precision: number): string {
  return formatScaled(value, Math.min(Math.max(Math.trunc(precision), 0), 8))
}

/** 123456789 → "123,456,789". */
export function formatSats(sats: number): string {
  return formatInteger(Math.round(sats))
}

/** The amount with its unit: "0.00012345 BTC", "12,345 sats"; Liquid's coin is L-BTC. */
export function formatAmount(sats: number, unit: Unit, liquid = false): string {
  if (unit === 'sats') return `${formatSats(sats)} sats`
  return `${formatBtc(sats)} ${liquid ? 'L-BTC' : 'BTC'}`
}

/**
 * "0.025", "1.23", "12.3", "123": three significant digits, at most three decimals (a quarter of Liquid's
 * 0.1 sat/vB floor reads 0.025 sat/WU, not 0.03).
 */
export function formatFeeRate(rate: number): string {
  const size = Math.abs(rate)
  const digits = size < 1 ? 3 : size < 10 ? 2 : size < 100 ? 1 : 0
  // Ungrouped, as rates were always written ("1234 sat/vB"), in the locale's decimal mark.
  return numberFormat({ maximumFractionDigits: digits, useGrouping: false }).format(rate)
}
