import type { Rng } from '../rng.js'
import { buildPayment, type Coin } from './builder.js'
import type { SimChain } from './history.js'
import type { Arrivals, ArrivalTime } from './mempool-arrivals.js'
import { mempoolGraph } from './mempool-graph.js'
import { rawInputs } from './mempool-inputs.js'
import { replaceInMempool } from './replace.js'
import type { TxRecord } from './types.js'

/** Replacing a large family is rare: fee bumps come from the payer of a fresh, childless payment mostly. */
const maxEvicted = 10

/** Why a fee bump could not be made. */
export type BumpRefusal = 'unknown' | 'family' | 'rate' | 'funds'

export interface BumpOptions {
  /** The new fee rate (sat/vB); random above the old one by default. */
  feeRate?: number | undefined
  /** Whether the new version signals BIP 125 replaceability; 9 in 10 do by default. */
  replaceable?: boolean | undefined
}

/**
 * A fee bump of mempool transaction `txid`: the same inputs and recipients at a higher rate, less change
 * (BIP 125 rules 3, 4 and 6 hold with some margin whatever size the new change output takes). The
 * original and its descendants leave the mempool; coins the descendants spent go back to the users.
 * Returns the new transaction, or why there is none: not in the mempool, too large a family, a rate that
 * does not pay for what it evicts, too little change to pay more.
 */
export function bumpFee(
  sim: SimChain,
  rng: Rng,
  txid: string,
  at: ArrivalTime,
  options: BumpOptions = {},
): TxRecord | BumpRefusal {
  const { chain } = sim
  const graph = mempoolGraph(chain)
  const node = graph.nodes.get(txid)
  if (!node) return 'unknown'
  const original = node.record
  const family = [node, ...graph.descendants(node)]
  if (family.length > maxEvicted) return 'family'
  const evictedFees = family.reduce((n, member) => n + member.record.fee, 0)
  const coins: Coin[] = rawInputs(original.raw).map((input, i) => {
    const prevout = original.prevouts[i]
    return {
      txid: input.txid,
      vout: input.vout,
      value: prevout?.value ?? 0,
      type: prevout?.type ?? 'unknown',
    }
  })
  const spendable = original.outputs.filter((o) => o.type !== 'op_return')
  // The last output is the change when there are several (buildPayment puts it last).
  const pay = (spendable.length > 1 ? spendable.slice(0, -1) : spendable).map((o) => ({
    script: o.script,
    value: o.value,
  }))
  const data = original.outputs.find((o) => o.type === 'op_return')?.script.subarray(2)
  // The new size may differ by a change output's type (up to 12 bytes) and a signature byte or two.
  const worstVsize = Math.max(original.vsize - 20, original.vsize * 0.8)
  const oldRate = original.fee / original.vsize
  const floor = evictedFees / worstVsize + 1.5
  const rate =
    options.feeRate ??
    Math.round(Math.max(oldRate * (1.2 + rng.exponential(0.6)), floor) * 100) / 100
  if (options.feeRate !== undefined && rate < floor) return 'rate'
  const available = coins.reduce((n, c) => n + c.value, 0) - pay.reduce((n, o) => n + o.value, 0)
  if (available < rate * (original.vsize + 20)) return 'funds'
  const done = replaceInMempool(sim, [original.txid], () =>
    buildPayment(chain, sim.wallet, rng, {
      time: Math.max(original.firstSeen + 1, at(rate)),
      feeRate: rate,
      inputs: coins,
      pay,
      rbf: options.replaceable ?? rng.chance(0.9),
      ...(data?.length ? { data } : {}),
    }),
  )
  if (!done) return 'funds'
  // Coins the evicted descendants spent (other than through the original) are the users' again.
  for (const evicted of done.evicted.slice(1)) {
    rawInputs(evicted.raw).forEach((input, i) => {
      const prevout = evicted.prevouts[i]
      if (prevout && chain.unspent(input.txid, input.vout)) {
        sim.wallet.add({
          txid: input.txid,
          vout: input.vout,
          value: prevout.value,
          type: prevout.type,
        })
      }
    })
  }
  return done.record
}

/** A fee bump of a recent arrival (see `bumpFee`); nothing when it cannot be bumped. */
export function replaceRecent(arrivals: Arrivals, at: ArrivalTime): TxRecord[] {
  const { sim, rng, recent } = arrivals
  const bumped = bumpFee(sim, rng, recent[rng.int(0, recent.length - 1)] ?? '', at)
  return typeof bumped === 'string' ? [] : [bumped]
}
