import type { SimChain } from '../chain/history.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'

/**
 * Times and heights of the generated chain, and estimates before its first block (ten minutes a block),
 * where older channels were funded. Only the generated history counts (up to the network's tip height),
 * not blocks the live simulation adds later, so the graph does not depend on when it is first asked for.
 */
export interface ChainClock {
  /** Time of the history's tip: the moment the graph describes. */
  now: number
  /** First block of the history: channels funded or closed since then use the chain's own transactions. */
  startHeight: number
  startTime: number
  /** Height of the block mined at `time`, for times before the history (estimated). */
  heightBefore(time: number): number
}

export function chainClock(sim: SimChain): ChainClock {
  const first = sim.chain.blocks[0]
  const tip = sim.chain.blockAt(sim.chain.params.tipHeight) ?? sim.chain.tip
  if (!first) throw new Error('the chain has no blocks')
  return {
    now: tip.time,
    startHeight: first.height,
    startTime: first.time,
    heightBefore: (time) => Math.max(1, first.height - Math.ceil((first.time - time) / 600)),
  }
}

/** A P2WSH output of the chain that a channel can claim as its funding output. */
export interface FundingOutput {
  txid: string
  vout: number
  value: number
  height: number
  txIndex: number
  time: number
  /** The output's share of what the transaction spent, as mempool's forensics compute it. */
  fundingRatio: number
  singleFunded: boolean
  /** The confirmed transaction spending it: the channel's close. */
  closing: { txid: string; time: number; fee: number } | undefined
}

const minValue = 20_000
/** Confirmations before a channel can close (LND's default `min_depth` for small channels). */
const minDepth = 3
const timeScale = 86_400
const maxDistance = 2 * 86_400
const maxValue = 1_000_000_000

/**
 * The chain's P2WSH outputs (what a 2-of-2 funding output looks like until it is spent) in the history's
 * confirmed, non-coinbase transactions: unspent ones for open channels, ones spent in the history for
 * closed channels (the spender is the closing transaction).
 */
const openedAt = (output: FundingOutput) => output.time
const closedAt = (output: FundingOutput) => output.closing?.time ?? output.time

export class FundingPool {
  private readonly unspent: FundingOutput[] = []
  private readonly spent: FundingOutput[] = []

  constructor(sim: SimChain) {
    const { chain } = sim
    const last = chain.params.tipHeight
    for (const block of chain.blocks) {
      if (block.height > last) break
      block.txids.forEach((txid, txIndex) => {
        const record = chain.txs.get(txid)
        if (!record || record.coinbase) return
        record.outputs.forEach((out, vout) => {
          if (out.type !== 'v0_p2wsh' || out.value < minValue || out.value > maxValue) return
          const output = fundingOutput(sim, block, record, txIndex, vout, last)
          if (output === undefined) return
          ;(output.closing ? this.spent : this.unspent).push(output)
        })
      })
    }
    this.unspent.sort((a, b) => openedAt(a) - openedAt(b))
    this.spent.sort((a, b) => closedAt(a) - closedAt(b))
  }

  /** Takes the unspent output that best fits a channel of `capacity` opened at `time`, if any is left. */
  takeUnspent(capacity: number, time: number): FundingOutput | undefined {
    return takeBest(this.unspent, capacity, time, openedAt)
  }

  /** Takes the spent output that best fits a channel of `capacity` closed at `time`, if any is left. */
  takeSpent(capacity: number, time: number): FundingOutput | undefined {
    return takeBest(this.spent, capacity, time, closedAt)
  }
}

function fundingOutput(
  sim: SimChain,
  block: BlockRecord,
  record: TxRecord,
  txIndex: number,
  vout: number,
  lastHeight: number,
): FundingOutput | undefined {
  const out = record.outputs[vout]
  if (!out) return undefined
  const spend = sim.chain.spends.get(`${record.txid}:${vout}`)
  const spender = spend && sim.chain.txs.get(spend.txid)
  // A spend after the history (by the live simulation) is ignored, so that the graph stays the same
  // whenever it is built; the output then funds a channel the chain shows as spent.
  const confirmed =
    spender?.confirmation && spender.confirmation.height <= lastHeight
      ? spender.confirmation
      : undefined
  // A channel is usable after a few confirmations: an output spent sooner was no channel.
  if (confirmed && confirmed.height < block.height + minDepth) return undefined
  const paid = record.outputs.reduce((n, o) => n + o.value, 0) + record.fee
  return {
    txid: record.txid,
    vout,
    value: out.value,
    height: block.height,
    txIndex,
    time: block.time,
    fundingRatio: Math.round((out.value / paid) * 10_000) / 10_000,
    singleFunded: record.prevouts.length === 1,
    closing:
      spender && confirmed
        ? { txid: spender.txid, time: confirmed.time, fee: spender.fee }
        : undefined,
  }
}

/**
 * Takes the output closest to the wanted value (by ratio) and time (a day weighs as much as a factor of
 * e), among those within two days of the wanted time; undefined when there is none. The chain's old
 * outputs are nearly all spent by its end, so most channels wanted in its history find none and are
 * dated before it instead: a pick regardless of time would date them all to the last, full blocks.
 */
function takeBest(
  sorted: FundingOutput[],
  value: number,
  time: number,
  timeOf: (output: FundingOutput) => number,
): FundingOutput | undefined {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (timeOf(sorted[mid] as FundingOutput) < time - maxDistance) low = mid + 1
    else high = mid
  }
  let best = -1
  let bestCost = Number.POSITIVE_INFINITY
  for (let i = low; i < sorted.length; i++) {
    const output = sorted[i] as FundingOutput
    const distance = timeOf(output) - time
    if (distance > maxDistance) break
    const cost = Math.abs(Math.log(output.value / value)) + Math.abs(distance) / timeScale
    if (cost < bestCost) {
      best = i
      bestCost = cost
    }
  }
  return best < 0 ? undefined : sorted.splice(best, 1)[0]
}
