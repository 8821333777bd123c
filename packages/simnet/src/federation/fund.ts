import { fromHashHex, spendInput, type Transaction, weightOf } from '../bitcoin/tx.js'
import type { Rng } from '../rng.js'
import type { HeldOutput } from './parent.js'

/** What funding a federation transaction took: the outputs spent, their total, the fee as built. */
export interface Funding {
  spent: HeldOutput[]
  total: number
  fee: number
}

/**
 * Adds the federation's outputs, in the order held, as inputs of `tx` (each a P2WSH multisig spend)
 * until they cover `needed`, the fee at `rate` sat/vB of the transaction as it then weighs, and
 * `margin`. The caller sets the change from `total - needed - fee`.
 */
export function fundFromHeld(
  tx: Transaction,
  held: readonly HeldOutput[],
  needed: number,
  rate: number,
  margin: number,
  rng: Rng,
): Funding {
  const fee = () => Math.ceil((weightOf(tx) / 4) * rate)
  const spent: HeldOutput[] = []
  let total = 0
  for (const output of held) {
    if (total >= needed + fee() + margin) break
    tx.ins.push({
      hash: fromHashHex(output.txid),
      index: output.vout,
      script: new Uint8Array(0),
      sequence: 0xfffffffd,
      witness: [],
    })
    spendInput(tx, tx.ins.length - 1, 'v0_p2wsh', rng)
    spent.push(output)
    total += output.value
  }
  return { spent, total, fee: fee() }
}
