import type { BitcoinNetworkName } from '../params.js'
import type { SimnetOptions } from '../simnet.js'
import type { SimChain } from './history.js'
import { driveLive } from './live-driver.js'
import { type ArrivalTime, arrive, createArrivals } from './mempool-arrivals.js'
import { setChainClock } from './mempool-clock.js'
import { createMiner } from './mempool-miner.js'
import type { Deviation } from './pool-deviation.js'
import { blockWeightLimit } from './projection.js'
import { startLiveProjection } from './projection-live.js'
import { attachLiveReorgs } from './reorg-live.js'
import type { BlockRecord, TxRecord } from './types.js'

/**
 * The live defaults (`--tx-rate`, `--block-interval`): a block every two minutes, and about a full block
 * arriving between two (3,600 arrivals of simnet's ~280 vB payments, ~1 MvB with CPFP children), so
 * blocks are full (4M weight) and the backlog lasts, as on the real network (~7 tx/s for a block every
 * 10 minutes). A block every 30 s would need ~130 tx/s: at about 0.45 ms of CPU an arrival, the hour a
 * start catches up on would cost minutes. See the README's "Full blocks".
 */
export const liveDefaults = { txRate: 30, blockInterval: 120 } as const

/** How the live simulation runs, in the chain's own seconds. */
export interface LiveOptions {
  /**
   * Transactions arriving per second (Poisson) while the backlog is at its start; the demand follows
   * the backlog (see `createLive`). 0: none.
   */
  txRate: number
  /** Average seconds between blocks (exponential). 0: no blocks. */
  blockInterval: number
  /** Transactions put in the mempool before the first step, so fees and projected blocks have a backlog. */
  prefill: number
  /**
   * Whether live blocks now and then depart from their template as real pools' do (see pool-deviation.ts):
   * on in the running service; off by default, so a test's seeded run mines its templates whole.
   */
  poolDeviations?: boolean
}

/** A live simulation driven by its caller: `startLive` drives it from a timer, tests step it by hand. */
export interface LiveSim {
  /** The chain time it has run to (Unix seconds, fractional). */
  readonly now: number
  /** Fills the mempool with `prefill` transactions first seen over the last hours. */
  prefill(): TxRecord[]
  /**
   * Runs every arrival and block due up to chain time `until`, in order; with `maxLag`, a longer gap
   * is skipped (nothing happens in it) rather than simulated.
   */
  advance(until: number, maxLag?: number): void
  /** One arrival at `time`. */
  arrive(time: number): TxRecord[]
  /** Mines the first projected block at `time`: as `deviation` says, or as a live pool would (drawn). */
  mine(time: number, deviation?: Deviation): BlockRecord
}

/** Mempool backlog at start, by network: a few blocks' worth on main, a quiet test network elsewhere. */
export const prefillSizes: Record<BitcoinNetworkName, number> = {
  main: 8_000,
  testnet: 1_200,
  testnet4: 600,
  signet: 400,
  regtest: 150,
}

/**
 * Creates the live simulation of a chain from its tip: its random streams are forks of the chain's, so
 * a seed gives the same run for the same calls.
 */
export function createLive(sim: SimChain, options: LiveOptions): LiveSim {
  const rng = sim.rng.fork('live')
  const arrivals = createArrivals(sim, rng.fork('arrivals'))
  const miner = createMiner(sim, rng.fork('blocks'), options.poolDeviations ?? false)
  const timing = rng.fork('timing')
  // Demand follows the fees: users send more while the backlog (and so the fee) is below where it
  // started, fewer above, between half and twice `txRate`. With full blocks the backlog then hovers
  // around its start instead of wandering to empty or without bound. Set after each block.
  let target: number | undefined
  let demand = 1
  const steer = () => {
    let backlog = 0
    for (const record of sim.chain.mempool.values()) backlog += record.weight
    target ??= Math.max(backlog, blockWeightLimit)
    demand = Math.max(0.5, Math.min(2, 1 + (target - backlog) / target))
  }
  const arrivalGap = () =>
    options.txRate > 0 ? timing.exponential(1 / (options.txRate * demand)) : Infinity
  const blockGap = () =>
    options.blockInterval > 0 ? timing.exponential(options.blockInterval) : Infinity
  let now = sim.chain.tip.time
  let nextArrival = now + arrivalGap()
  let nextBlock = now + blockGap()

  const live: LiveSim = {
    get now() {
      return now
    },
    prefill() {
      const added: TxRecord[] = []
      const ageRng = rng.fork('prefill')
      // Cheap transactions have waited longer: about 100 minutes at 1 sat/vB, 10 at 10 sat/vB.
      const at: ArrivalTime = (rate) =>
        Math.floor(now - Math.max(1, ageRng.exponential(6_000 / Math.max(rate, 1))))
      // An arrival makes nothing when the coins it drew cannot pay: draw again, within reason.
      for (let i = 0; added.length < options.prefill && i < options.prefill * 2; i++) {
        added.push(...arrive(arrivals, at))
      }
      steer()
      return added
    },
    arrive: (time) => arrive(arrivals, () => Math.floor(time)),
    mine: (time, deviation) => {
      const block = miner.mine(time, deviation)
      steer()
      return block
    },
    advance(until, maxLag = Number.POSITIVE_INFINITY) {
      if (until - now > maxLag) {
        now = until - maxLag
        nextArrival = Math.max(nextArrival, now + arrivalGap())
        nextBlock = Math.max(nextBlock, now + blockGap())
      }
      for (;;) {
        const next = Math.min(nextArrival, nextBlock)
        if (next > until) break
        now = next
        if (nextBlock <= nextArrival) {
          live.mine(next)
          nextBlock = next + blockGap()
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

/**
 * Starts the live simulation of a chain: the mempool pre-filled at the tip, then arrivals and blocks in
 * real time (times `speed`). The chain's clock starts at the wall clock (the blocks due since the tip
 * mined first, see `driveLive`). Returns the function that stops it.
 */
export function startLive(
  sim: SimChain,
  options: Required<SimnetOptions>,
  onCaughtUp?: () => void,
): () => void {
  const live = createLive(sim, {
    txRate: options.txRate,
    blockInterval: options.blockInterval,
    prefill: prefillSizes[sim.chain.params.name],
    poolDeviations: true,
  })
  attachLiveReorgs(sim, live)
  live.prefill()
  const stopProjection = startLiveProjection(sim.chain)
  const driven = driveLive(live, {
    speed: options.speed,
    what: `the ${sim.chain.params.name} live simulation`,
    ...(onCaughtUp ? { onCaughtUp } : {}),
  })
  setChainClock(sim, driven.clock)
  return () => {
    driven.stop()
    stopProjection()
    setChainClock(sim, undefined)
  }
}
