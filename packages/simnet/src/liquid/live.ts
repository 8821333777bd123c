import { driveLive } from '../chain/live-driver.js'
import { payPegouts } from '../federation/payouts.js'
import type { Rng } from '../rng.js'
import type { SimnetOptions } from '../simnet.js'
import { mineBlock } from './miner.js'
import { blockInterval } from './params.js'
import { projectLiquid } from './projection.js'
import type { LiquidSim } from './state.js'
import { activity } from './traffic.js'
import type { LiquidBlockRecord, LiquidTxRecord } from './types.js'

/** How the live simulation of a Liquid network runs, in the chain's own seconds. */
export interface LiquidLiveOptions {
  /** Transactions arriving per second (Poisson). 0: none. */
  txRate: number
  /** Seconds between blocks: the functionaries sign on a fixed schedule. 0: no blocks. */
  blockInterval: number
}

/** A live Liquid network driven by its caller: `startLiquidLive` drives it from a timer, tests by hand. */
export interface LiquidLive {
  /** The chain time it has run to (Unix seconds, fractional). */
  readonly now: number
  /** Runs every arrival and block due up to `until`; with `maxLag`, a longer gap is skipped. */
  advance(until: number, maxLag?: number): void
  /** One arrival of the usual traffic at `time` (undefined when the wallet could not fund one). */
  arrive(time: number): LiquidTxRecord | undefined
  /** Signs the next block at `time`, with the first projected block's transactions. */
  mine(time: number): LiquidBlockRecord
}

/**
 * Liquid is quiet next to Bitcoin: its share of the `--tx-rate` (30/s by default gives a transaction
 * every 7.5 s, eight a block, about what liquid.network shows on an ordinary day).
 */
export const liquidTrafficShare = 1 / 225

/**
 * Mines the first projected block on the tip at `time`; the federation then pays its peg-outs on the
 * parent chain.
 */
export function mineNext(sim: LiquidSim, rng: Rng, time: number): LiquidBlockRecord {
  const include = projectLiquid(sim.chain, 1).blocks[0]?.txs ?? []
  const block = mineBlock(sim.chain, rng, Math.floor(time), include)
  payPegouts(sim, block.txids, Math.floor(time))
  return block
}

/** The registry's Tether, which the traffic moves most. */
const usdtOf = (sim: LiquidSim): string | undefined =>
  sim.registry.find((r) => r.contract.ticker === 'USDt')?.assetId

/**
 * Creates the live simulation of a Liquid network from its tip: arrivals of the usual traffic, and a
 * block `blockInterval` seconds after the tip (a block mined by other means moves the schedule on).
 * Its random streams are forks of the network's, so a seed gives the same run for the same calls.
 */
export function createLiquidLive(sim: LiquidSim, options: LiquidLiveOptions): LiquidLive {
  const rng = sim.rng.fork('live')
  const blocks = rng.fork('blocks')
  const timing = rng.fork('timing')
  const arrivalGap = () => (options.txRate > 0 ? timing.exponential(1 / options.txRate) : Infinity)
  let now = sim.chain.tip.time
  let nextArrival = now + arrivalGap()
  /** No block before this: after a skipped gap the schedule starts again from the skip. */
  let notBefore = now
  const nextBlock = () =>
    options.blockInterval > 0
      ? Math.max(sim.chain.tip.time + options.blockInterval, notBefore)
      : Infinity
  const usdt = usdtOf(sim)

  const live: LiquidLive = {
    get now() {
      return now
    },
    arrive(time) {
      // A draw the wallet cannot fund (no coin of the asset) is drawn again, within reason.
      for (let i = 0; i < 5; i++) {
        const record = activity(sim, Math.floor(time), usdt)
        if (record) return record
      }
      return undefined
    },
    mine: (time) => mineNext(sim, blocks, time),
    advance(until, maxLag = Number.POSITIVE_INFINITY) {
      if (until - now > maxLag) {
        now = until - maxLag
        notBefore = now + options.blockInterval
        nextArrival = Math.max(nextArrival, now + arrivalGap())
      }
      for (;;) {
        const block = nextBlock()
        const next = Math.min(nextArrival, block)
        if (next > until) break
        now = next
        if (block <= nextArrival) {
          live.mine(block)
        } else {
          live.arrive(next)
          nextArrival = next + arrivalGap()
        }
      }
      now = Math.max(now, until)
    },
  }
  return live
}

const clocks = new WeakMap<LiquidSim, () => number>()

/**
 * "Now" on a Liquid network, in whole Unix seconds: the live simulation's clock (the wall clock's, times
 * `speed`, from its start), or the tip's time when it is not live.
 */
export function liquidTime(sim: LiquidSim): number {
  const clock = clocks.get(sim)
  return Math.floor(clock ? clock() : sim.chain.tip.time)
}

/**
 * Starts the live simulation of a Liquid network: arrivals at its share of `txRate` and a block a minute,
 * in real time times `speed`, the clock starting at the wall clock (the blocks due since the tip signed
 * first, see `driveLive`). Returns the function that stops it.
 */
export function startLiquidLive(
  sim: LiquidSim,
  options: Required<SimnetOptions>,
  onCaughtUp?: () => void,
): () => void {
  const live = createLiquidLive(sim, {
    txRate: options.txRate * liquidTrafficShare,
    blockInterval,
  })
  const driven = driveLive(live, {
    speed: options.speed,
    what: `the ${sim.name} live simulation`,
    ...(onCaughtUp ? { onCaughtUp } : {}),
  })
  clocks.set(sim, driven.clock)
  return () => {
    driven.stop()
    clocks.delete(sim)
  }
}
