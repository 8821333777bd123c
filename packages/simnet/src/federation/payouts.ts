import { Transaction } from '../bitcoin/tx.js'
import { parseTx } from '../liquid/elements-tx.js'
import { pegoutOf } from '../liquid/events.js'
import type { LiquidSim } from '../liquid/state.js'
import { fundFromHeld } from './fund.js'
import type { ParentLink } from './parent.js'
import { changeScript } from './scripts.js'

/** The federation pays promptly: a rate that gets its payouts into the parent's next block. */
const payoutFeeRate = 50

interface Owed {
  key: string
  script: Uint8Array
  value: number
}

/** The peg-outs of these confirmed Liquid transactions that are not paid yet. */
function owed(sim: LiquidSim, link: ParentLink, txids: readonly string[]): Owed[] {
  const list: Owed[] = []
  for (const txid of txids) {
    const record = sim.chain.txs.get(txid)
    if (!record?.events.some((e) => e.kind === 'pegout')) continue
    const parsed = parseTx(record.raw)
    for (const event of record.events) {
      if (event.kind !== 'pegout') continue
      const key = `${txid}:${event.vout}`
      const output = parsed.outputs[event.vout]
      const pegout = output ? pegoutOf(output, sim.params) : undefined
      if (!pegout || link.paid.has(key)) continue
      list.push({ key, script: pegout.script, value: pegout.value })
    }
  }
  return list
}

/**
 * Pays the peg-outs confirmed in these Liquid transactions with one transaction on the parent chain
 * (into its mempool, at `time`): the federation's oldest outputs in, each peg-out's amount out, the
 * change back to the federation. Peg-outs the federation's outputs cannot cover stay unpaid.
 */
export function payPegouts(
  sim: LiquidSim,
  txids: readonly string[],
  time: number,
): string | undefined {
  const link = sim.parent
  if (!link) return undefined
  const pay = owed(sim, link, txids)
  if (pay.length === 0) return undefined
  const chain = link.chain
  // What the federation knows it holds, less anything the parent chain no longer has unspent.
  link.held = link.held.filter((h) => chain.unspent(h.txid, h.vout))
  const tx = new Transaction()
  tx.version = 2
  for (const out of pay) tx.outs.push({ script: out.script, value: BigInt(out.value) })
  const change = changeScript(sim.name)
  tx.outs.push({ script: change, value: 0n })
  const needed = pay.reduce((n, o) => n + o.value, 0)
  const { spent, total, fee } = fundFromHeld(tx, link.held, needed, payoutFeeRate, 0, link.rng)
  const rest = total - needed - fee
  if (rest < 0) return undefined
  const changeIndex = rest >= 546 ? pay.length : undefined
  if (changeIndex === undefined) tx.outs.pop()
  else (tx.outs[changeIndex] as { value: bigint }).value = BigInt(rest)
  const record = chain.addTransaction(tx, Math.max(time, chain.tip.time + 1))
  link.held = link.held.filter((h) => !spent.includes(h))
  if (changeIndex !== undefined)
    link.held.push({ txid: record.txid, vout: changeIndex, value: rest })
  link.payouts.push({ txid: record.txid, pegouts: pay.map((p) => p.key), change: changeIndex })
  pay.forEach((p, vout) => {
    link.paid.set(p.key, { txid: record.txid, vout })
  })
  return record.txid
}
