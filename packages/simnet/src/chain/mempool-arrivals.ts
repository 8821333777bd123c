import type { Rng } from '../rng.js'
import { buildPayment, type Coin, randomScript } from './builder.js'
import type { SimChain } from './history.js'
import {
  notBeforeParents,
  returnCoins,
  roomForChild,
  takeCoins,
  takeLargeCoin,
} from './mempool-coins.js'
import { arrivalFeeRate, childFeeRate, floorFeeRate } from './mempool-feerates.js'
import { replaceRecent } from './replace-arrival.js'
import type { TxRecord } from './types.js'

/** When a transaction of a given fee rate arrived: now when live, spread over the past when pre-filling. */
export type ArrivalTime = (rate: number) => number

/** What the arrival process keeps between arrivals. */
export interface Arrivals {
  sim: SimChain
  rng: Rng
  /** The latest arrivals (txids, oldest first) that a replacement may pick. */
  recent: string[]
}

const recentKept = 300

/** Kinds of arrival other than an ordinary payment, by share of arrivals. */
const kinds: [share: number, make: (arrivals: Arrivals, at: ArrivalTime) => TxRecord[]][] = [
  [0.04, (arrivals, at) => replaceRecent(arrivals, at)],
  [0.04, (arrivals, at) => cpfp(arrivals, at)],
  [0.02, (arrivals, at) => consolidation(arrivals, at)],
  [0.03, (arrivals, at) => batch(arrivals, at)],
]

export function createArrivals(sim: SimChain, rng: Rng): Arrivals {
  return { sim, rng, recent: [] }
}

/**
 * One arrival: an ordinary payment most of the time; sometimes a batch payout, a consolidation at the
 * floor rate, a CPFP package (a parent at the floor and a child paying well for both) or a fee bump of
 * a recent transaction (RBF, full RBF when the original did not signal). Returns what entered the mempool.
 */
export function arrive(arrivals: Arrivals, at: ArrivalTime): TxRecord[] {
  const { rng } = arrivals
  let draw = rng.next()
  let added: TxRecord[] = []
  for (const [share, make] of kinds) {
    if (draw < share) {
      added = make(arrivals, at)
      break
    }
    draw -= share
  }
  // Whatever could not be built (coins short, nothing to replace) arrives as a payment instead.
  if (!added.length) added = payment(arrivals, at, arrivalFeeRate(rng))
  for (const record of added) remember(arrivals, record.txid)
  return added
}

function remember(arrivals: Arrivals, txid: string): void {
  arrivals.recent.push(txid)
  if (arrivals.recent.length > recentKept) arrivals.recent.shift()
}

/** A payment from 1-3 coins to a fresh destination, change back to the users. */
function payment(arrivals: Arrivals, at: ArrivalTime, rate: number): TxRecord[] {
  const { sim, rng } = arrivals
  const inputs = takeCoins(sim, rng, rng.int(1, 3))
  const total = inputs.reduce((n, c) => n + c.value, 0)
  const value = Math.floor(total * (0.05 + rng.next() * 0.6))
  const record =
    value > 1_000
      ? buildPayment(sim.chain, sim.wallet, rng, {
          time: notBeforeParents(sim, inputs, at(rate)),
          feeRate: rate,
          inputs,
          pay: [{ script: randomScript(rng), value }],
          rbf: rng.chance(0.7),
          locktime: rng.chance(0.6) ? sim.chain.tip.height : 0,
          ...(rng.chance(0.03) ? { data: rng.bytes(rng.int(4, 40)) } : {}),
        })
      : undefined
  if (!record) returnCoins(sim, inputs)
  return record ? [record] : []
}

/** A payout from one large coin to 10-60 destinations. */
function batch(arrivals: Arrivals, at: ArrivalTime): TxRecord[] {
  const { sim, rng } = arrivals
  const coin = takeLargeCoin(sim)
  if (!coin) return []
  const count = rng.int(10, 60)
  const each = Math.floor((coin.value * 0.9) / count)
  const rate = arrivalFeeRate(rng)
  const record =
    each >= 600
      ? buildPayment(sim.chain, sim.wallet, rng, {
          time: notBeforeParents(sim, [coin], at(rate)),
          feeRate: rate,
          inputs: [coin],
          pay: Array.from({ length: count }, () => ({ script: randomScript(rng), value: each })),
          rbf: rng.chance(0.5),
        })
      : undefined
  if (!record) returnCoins(sim, [coin])
  return record ? [record] : []
}

/** 8-30 coins merged into one at the floor rate: a wallet tidying up while fees are low. */
function consolidation(arrivals: Arrivals, at: ArrivalTime): TxRecord[] {
  const { sim, rng } = arrivals
  const inputs = takeCoins(sim, rng, rng.int(8, 30))
  const rate = floorFeeRate(rng)
  const record =
    inputs.length >= 2
      ? buildPayment(sim.chain, sim.wallet, rng, {
          time: notBeforeParents(sim, inputs, at(rate)),
          feeRate: rate,
          inputs,
          pay: [],
          rbf: rng.chance(0.8),
        })
      : undefined
  if (!record) returnCoins(sim, inputs)
  return record ? [record] : []
}

/** A payment stuck at the floor rate, and a child spending its change at a high rate to pull it in. */
function cpfp(arrivals: Arrivals, at: ArrivalTime): TxRecord[] {
  const { sim, rng } = arrivals
  const [parent] = payment(arrivals, at, floorFeeRate(rng))
  if (!parent) return []
  let vout = -1
  parent.outputs.forEach((out, i) => {
    if (out.type !== 'op_return' && out.value > (parent.outputs[vout]?.value ?? 0)) vout = i
  })
  const out = parent.outputs[vout]
  const rate = childFeeRate(rng)
  // A one-input, one-output child weighs at most ~200 vB (a 2-of-3 multisig input).
  if (!out || out.value < rate * 200 + 2_000 || !roomForChild(sim, parent.txid)) return [parent]
  const coin: Coin = { txid: parent.txid, vout, value: out.value, type: out.type }
  const child = buildPayment(sim.chain, sim.wallet, rng, {
    time: Math.max(parent.firstSeen, at(rate)),
    feeRate: rate,
    inputs: [coin],
    pay: [{ script: randomScript(rng), value: Math.floor(out.value * (0.3 + rng.next() * 0.5)) }],
    rbf: true,
  })
  return child ? [parent, child] : [parent]
}
