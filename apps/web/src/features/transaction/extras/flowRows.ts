import { t } from '@lingui/core/macro'
import type { AnyTransaction, AnyVout } from '../model/types'

/**
 * What a band carries, as its label says it: sats (Bitcoin, or L-BTC), an issued asset's base units, a
 * blinded amount, several assets folded together, or nothing known (a Liquid coinbase or peg-in).
 */
export type FlowAmount =
  | { kind: 'sats'; sats: number }
  | { kind: 'asset'; assetId: string; value: number }
  | { kind: 'confidential' }
  | { kind: 'mixed' }
  | { kind: 'unknown' }

export interface FlowRow {
  label: string
  /** The band's size against the others on its side: its value when they share one unit, else 1. */
  value: number
  amount: FlowAmount
}

/** An output's amount (or that of the output an input spends), with the asset it is in on Liquid. */
export function amountOf(vout: AnyVout, native: string | undefined): FlowAmount {
  const assetId = 'asset' in vout ? vout.asset : undefined
  if (vout.value === undefined || ('assetcommitment' in vout && assetId === undefined)) {
    return { kind: 'confidential' }
  }
  if (assetId === undefined || assetId === native) return { kind: 'sats', sats: vout.value }
  return { kind: 'asset', assetId, value: vout.value }
}

/** The unit an amount counts in, if it counts in one: sats, or an asset's id. */
function unitOf(amount: FlowAmount): string | undefined {
  if (amount.kind === 'sats') return 'sats'
  return amount.kind === 'asset' ? amount.assetId : undefined
}

function quantity(amount: FlowAmount): number {
  if (amount.kind === 'sats') return amount.sats
  return amount.kind === 'asset' ? amount.value : 0
}

/** Folded rows' amount: their sum when all count in one unit, else "mixed" (never sats plus tokens). */
export function combineAmounts(amounts: readonly FlowAmount[]): FlowAmount {
  const first = amounts[0]
  const unit = first && unitOf(first)
  if (!first || unit === undefined || amounts.some((a) => unitOf(a) !== unit)) {
    return amounts.every((a) => a.kind === 'confidential') && first ? first : { kind: 'mixed' }
  }
  const total = amounts.reduce((n, a) => n + quantity(a), 0)
  return first.kind === 'asset' ? { ...first, value: total } : { kind: 'sats', sats: total }
}

/**
 * Sizes a side's bands: by value when every amount on it is known and in one unit (all of Bitcoin, an
 * L-BTC-only Liquid side); otherwise every band alike, since L-BTC sats, an issued asset's units and
 * blinded amounts cannot be added up as one quantity.
 */
function sized(rows: readonly { label: string; amount: FlowAmount }[]): FlowRow[] {
  const unit = rows[0] && unitOf(rows[0].amount)
  const oneUnit = unit !== undefined && rows.every((row) => unitOf(row.amount) === unit)
  return rows.map((row) => ({ ...row, value: oneUnit ? quantity(row.amount) : 1 }))
}

/** The flow's two sides: inputs, and outputs with the fee (unless an output already is the fee). */
export function flowRows(
  tx: AnyTransaction,
  native: string | undefined,
): { inputs: FlowRow[]; outputs: FlowRow[]; paid: number } {
  const liquid = native !== undefined
  const paid = tx.vout.reduce((n, vout) => n + (vout.value ?? 0), 0)
  const inputs = tx.vin.map((vin, i) => {
    if (vin.is_coinbase) {
      // A coinbase creates what it pays: in sats on Bitcoin; on Liquid its outputs may hold any asset.
      return {
        label: t({ message: 'coinbase', context: 'flow diagram label' }),
        amount: liquid ? ({ kind: 'unknown' } as const) : ({ kind: 'sats', sats: paid } as const),
      }
    }
    const prevout = vin.prevout
    return {
      label: prevout?.scriptpubkey_address ?? t`input #${i}`,
      amount: prevout ? amountOf(prevout, native) : ({ kind: 'unknown' } as const),
    }
  })
  const outputs = tx.vout.map((vout, i) => ({
    label: vout.scriptpubkey_address ?? `#${i} ${vout.scriptpubkey_type}`,
    amount: amountOf(vout, native),
  }))
  if (tx.fee > 0 && !tx.vout.some((vout) => vout.scriptpubkey_type === ('fee' as string))) {
    outputs.push({
      label: t({ message: 'fee', context: 'flow diagram label' }),
      amount: { kind: 'sats', sats: tx.fee },
    })
  }
  return { inputs: sized(inputs), outputs: sized(outputs), paid }
}
