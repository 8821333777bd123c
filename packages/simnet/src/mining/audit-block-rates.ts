import { rawInputs } from '../chain/mempool-inputs.js'
import { selectPackages } from '../chain/mempool-packages.js'
import type { TxRecord } from '../chain/types.js'

/**
 * Each transaction's effective fee rate (sat/vB) within its block, as mempool reads a mined block
 * (cpfp.ts `calculateGoodBlockCpfp`, which block-processor.ts saves on the block's transactions before
 * the audit's prioritisation check reads them): the block's transactions alone are ordered by ancestor
 * packages, as a miner orders a template, with only parents inside the block counting; each takes the
 * rate of the package it is selected in. A parent mined without the child that paid for it in the
 * mempool is back to its own rate here. The coinbase pays nothing: 0.
 *
 * simnet's package selection weighs vbytes as weight / 4, where mempool's mini-miner rounds them up and
 * counts sigops: rates may differ in the last decimals.
 */
export function inBlockRates(txs: readonly TxRecord[]): Map<string, number> {
  const paying = txs.filter((record) => !record.coinbase)
  const slotOf = new Map(paying.map((record, i) => [record.txid, i]))
  const n = paying.length
  const fee = new Float64Array(n)
  const weight = new Float64Array(n)
  const parentStart = new Int32Array(n + 1)
  const parents: number[] = []
  paying.forEach((record, i) => {
    fee[i] = record.fee
    weight[i] = record.weight
    parentStart[i] = parents.length
    const seen = new Set<number>()
    for (const input of rawInputs(record.raw)) {
      const parent = slotOf.get(input.txid)
      if (parent !== undefined && !seen.has(parent)) {
        seen.add(parent)
        parents.push(parent)
      }
    }
  })
  parentStart[n] = parents.length
  const order = selectPackages(
    { fee, weight, parentStart, parentList: Int32Array.from(parents) },
    1,
    Number.POSITIVE_INFINITY,
  )
  const rates = new Map<string, number>()
  for (const record of txs) if (record.coinbase) rates.set(record.txid, 0)
  order.slots.forEach((slot, k) => {
    rates.set((paying[slot] as TxRecord).txid, order.rates[k] as number)
  })
  return rates
}
