import type { Unit } from '../settings/settings'
import { decimalMark, formatInteger, numberFormat } from './number'

/**
 * 123456789 → "1.23456789" with all 8 decimals, by integer arithmetic (no float rounding), in the
 * locale's marks ("1,23456789" in German).
 */
export function formatBtc(sats: number): string {
  const whole = Math.round(Math.abs(sats))
  const sign = sats < 0 && whole !== 0 ? '-' : ''
  const coins = Math.floor(whole / 1e8)
  const rest = String(whole % 1e8).padStart(8, '0')
  return `${sign}${formatInteger(coins)}${decimalMark()}${rest}`
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
