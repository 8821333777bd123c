import type { LiquidUtxo } from '@outpoint/explorer-client'

export interface AssetBalances {
  /** Explicit (unblinded) unspent amounts per asset id, largest first. */
  explicit: { asset: string; value: number; outputs: number }[]
  /** Unspent outputs whose amount or asset is blinded: only their owner can read them. */
  confidential: number
}

/**
 * What Liquid lets anyone see of an address's balance: its stats have no sums, and blinded outputs hide
 * amount and asset, so per-asset totals come from the explicit unspent outputs only.
 */
export function assetBalances(utxos: readonly LiquidUtxo[]): AssetBalances {
  const sums = new Map<string, { value: number; outputs: number }>()
  let confidential = 0
  for (const utxo of utxos) {
    if (utxo.value === undefined || utxo.asset === undefined) {
      confidential++
      continue
    }
    const sum = sums.get(utxo.asset) ?? { value: 0, outputs: 0 }
    sums.set(utxo.asset, { value: sum.value + utxo.value, outputs: sum.outputs + 1 })
  }
  const explicit = [...sums].map(([asset, sum]) => ({ asset, ...sum }))
  return { explicit: explicit.sort((a, b) => b.value - a.value), confidential }
}
