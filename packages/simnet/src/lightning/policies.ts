import type { ChannelStatus } from '@outpoint/explorer-client'
import type { Rng } from '../rng.js'
import type { NodeStyle } from './nodes.js'
import type { Closing, ClosingReason, Policy } from './types.js'

const day = 86_400

/**
 * One side's routing policy: mostly the node's usual settings, sometimes a fee tuned for this channel.
 * `last` is when the channel stopped routing (undefined while it routes): updates come before it.
 */
export function policyOf(
  rng: Rng,
  style: NodeStyle,
  capacity: number,
  status: ChannelStatus,
  created: number,
  last: number,
): Policy {
  const tuned = rng.chance(0.35) && style.feeRate > 0
  const maxDraw = rng.next()
  const maxHtlc =
    maxDraw < 0.7
      ? Math.floor(capacity * 0.99) * 1000
      : maxDraw < 0.85
        ? capacity * 1000
        : Math.floor(capacity * (0.1 + rng.next() * 0.8)) * 1000
  const age = status === 1 ? rng.exponential(3 * day) : rng.next() * 10 * day
  return {
    feeRate: tuned
      ? Math.min(20_000, Math.round(style.feeRate * rng.logNormal(1, 0.6)))
      : style.feeRate,
    baseFee: rng.chance(0.9) ? style.baseFee : rng.pick([0, 1, 1000]),
    cltvDelta: style.cltvDelta,
    minHtlc: style.minHtlc,
    maxHtlc,
    disabled: status === 0 ? rng.chance(0.8) : rng.chance(status === 1 ? 0.02 : 0.5),
    updatedAt: Math.min(last, Math.max(created + 60, Math.round(last - age))),
  }
}

/** 64 % mutual, 30 % force closed, 4 % with a penalty, 2 % unknown. */
export function closingReason(rng: Rng): ClosingReason {
  const draw = rng.next()
  return draw < 0.64 ? 1 : draw < 0.94 ? 2 : draw < 0.98 ? 3 : 4
}

/**
 * A close: who started it (the cheater, for a penalty) and what each side got back after the fee. `fee` is
 * the closing transaction's when the chain has it.
 */
export function closingOf(
  rng: Rng,
  capacity: number,
  time: number,
  txid: string,
  fee: number | undefined,
): Closing {
  const reason = closingReason(rng)
  const closedBy =
    reason === 2 || reason === 3 || (reason === 1 && rng.chance(0.5)) ? rng.int(0, 1) : undefined
  const paid = Math.min(
    capacity - 1,
    fee ?? (reason === 1 ? rng.int(150, 3000) : rng.int(400, 12_000)),
  )
  const left = capacity - paid
  let first = Math.round(left * rng.next())
  if (reason === 3) first = closedBy === 0 ? 0 : left
  return { txid, time, reason, fee: paid, closedBy, balances: [first, left - first] }
}

/** What each side put in: all from one side when single funded, else a split. */
export function fundingBalances(
  rng: Rng,
  capacity: number,
  singleFunded: boolean,
): [number, number] {
  if (singleFunded) return rng.chance(0.5) ? [capacity, 0] : [0, capacity]
  const first = Math.round(capacity * (0.2 + rng.next() * 0.6))
  return [first, capacity - first]
}
