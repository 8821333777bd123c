import type { DecodedTransaction } from '@outpoint/explorer-client/tx'

/** What the spent outputs say about a decoded transaction: each input's value, and the fee once all are known. */
export interface PrevoutValues {
  /** Satoshis per input, undefined while (or when) its previous transaction is unknown. */
  inputs: (number | undefined)[]
  /** Inputs minus outputs, once every input's value is known. */
  fee: number | undefined
  /** Fee per virtual byte, with the fee. */
  feeRate: number | undefined
  /** Inputs whose previous transaction has no such output (the broadcast would be refused). */
  missing: number[]
}

/**
 * `values(txid)` gives the output values of a previous transaction, or undefined when not (yet) known;
 * `known[i]`, when given, is input i's value as the paste itself says (a PSBT's UTXO fields).
 */
export function prevoutValues(
  tx: DecodedTransaction,
  values: (txid: string) => readonly number[] | undefined,
  known: readonly (number | undefined)[] = [],
): PrevoutValues {
  const missing: number[] = []
  const inputs = tx.inputs.map((input, i) => {
    if (known[i] !== undefined) return known[i]
    const outputs = values(input.txid)
    if (!outputs) return undefined
    const value = outputs[input.vout]
    if (value === undefined) missing.push(i)
    return value
  })
  const complete = inputs.every((v) => v !== undefined)
  const paid = tx.outputs.reduce((n, o) => n + o.value, 0)
  const fee = complete ? inputs.reduce<number>((n, v) => n + (v ?? 0), 0) - paid : undefined
  return { inputs, fee, feeRate: fee === undefined ? undefined : fee / tx.vsize, missing }
}
