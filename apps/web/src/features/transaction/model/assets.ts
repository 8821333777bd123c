import type { Network } from '@outpoint/explorer-client'
import { formatInteger } from '../../../format/number'

/** The id of each Liquid network's own coin (L-BTC, tL-BTC): amounts in it are shown like BTC amounts. */
export const nativeAssets: Partial<Record<Network, string>> = {
  liquid: '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d',
  liquidtestnet: '144c654344aa716d6f3abcc1ca90e5641e4e2a7f633bc09fe3baf64585819a49',
}

/** "12ab…ef90": an asset id short enough for a row, both ends kept so it can be told apart. */
export function shortId(id: string): string {
  return id.length > 14 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id
}

/** An issued asset's amount in its own units: 150000 at precision 2 is "1,500.00". */
export function formatAssetAmount(value: number, precision: number): string {
  const digits = Math.min(Math.max(Math.trunc(precision), 0), 8)
  if (digits === 0) return formatInteger(value)
  const scale = 10 ** digits
  const whole = Math.trunc(Math.abs(value) / scale)
  const rest = String(Math.abs(value) % scale).padStart(digits, '0')
  const sign = value < 0 ? '-' : ''
  return `${sign}${formatInteger(whole)}.${rest}`
}
