import type { SimChain } from './history.js'

const clocks = new WeakMap<SimChain, () => number>()

/** Sets (or with undefined, removes) the clock of a live chain: its own time, in Unix seconds. */
export function setChainClock(sim: SimChain, clock: (() => number) | undefined): void {
  if (clock) clocks.set(sim, clock)
  else clocks.delete(sim)
}

/**
 * "Now" on a chain, in whole Unix seconds: the live simulation's clock (the wall clock's, times
 * `speed`, from its start; the simulation's own time while it catches up from the tip), or the tip's
 * time when the chain is not live.
 */
export function chainTime(sim: SimChain): number {
  const clock = clocks.get(sim)
  return Math.floor(clock ? clock() : sim.chain.tip.time)
}
