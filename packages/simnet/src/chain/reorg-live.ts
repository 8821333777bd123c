import { createRng, type Rng } from '../rng.js'
import type { SimChain } from './history.js'
import type { LiveSim } from './live.js'
import { createMiner } from './mempool-miner.js'
import type { Deviation } from './pool-deviation.js'
import { reorgChain } from './reorg.js'
import type { BlockRecord } from './types.js'

/**
 * How often a live block is a one-block reorg: its tip replaced by a competing block, with the next block
 * on top. About 1 in 150, every 75 minutes at simnet's default 30-second blocks: often enough for a
 * session to meet one, rare enough not to be noise.
 */
export const defaultLiveReorgChance = 1 / 150

/** Mines a block on the tip at `time`, departing from the template as `deviation` says (drawn if undefined). */
export type BlockMiner = (time: number, deviation?: Deviation) => BlockRecord

/** Each chain's block miner: the live simulation's when it runs (its rules, its coinbase maturing). */
const miners = new WeakMap<SimChain, BlockMiner>()
const chances = new WeakMap<SimChain, number>()

/** Sets the chance (0 to 1) that a live block comes as a one-block reorg; 0 turns live reorgs off. */
export function setLiveReorgChance(sim: SimChain, chance: number): void {
  if (!(chance >= 0 && chance <= 1))
    throw new RangeError(`reorg chance ${chance} is not within 0..1`)
  chances.set(sim, chance)
}

export function liveReorgChance(sim: SimChain): number {
  return chances.get(sim) ?? defaultLiveReorgChance
}

/**
 * A random stream of its own for a chain, seeded from its tip: drawing it leaves the chain's streams (and
 * so the seeded run of the live simulation) alone.
 */
export function chainStream(sim: SimChain, label: string): Rng {
  return createRng(Number.parseInt(sim.chain.tip.hash.slice(0, 8), 16)).fork(label)
}

/**
 * Called by `startLive` on its simulation: registers its miner for the control API, and makes a block
 * now and then a one-block reorg (see {@link setLiveReorgChance}). The chance is read at every block.
 */
export function attachLiveReorgs(sim: SimChain, live: LiveSim): void {
  const mine = live.mine
  miners.set(sim, mine)
  const rng = chainStream(sim, 'live-reorgs')
  live.mine = (time) => {
    if (sim.chain.blocks.length < 2 || !rng.chance(liveReorgChance(sim))) return mine(time)
    // The competing block takes the due time; the block on top of it follows a second later.
    reorgChain(sim, 1, (index) => mine(time + index))
    return sim.chain.tip
  }
}

/**
 * Mines a block on the tip at `time` by the live miner's rules: the running simulation's own miner, or
 * when the chain is still, a miner of the same kind kept for the chain.
 */
export function blockMiner(sim: SimChain): BlockMiner {
  let mine = miners.get(sim)
  if (!mine) {
    const miner = createMiner(sim, chainStream(sim, 'control-miner'))
    mine = (time, deviation) => miner.mine(time, deviation)
    miners.set(sim, mine)
  }
  return mine
}
