import type { SimChain } from '../chain/history.js'
import { chainTime } from '../chain/mempool-clock.js'
import { mempoolSummary } from '../chain/mempool-fees.js'
import { liveReorgChance } from '../chain/reorg-live.js'
import type { Simnet } from '../simnet.js'
import { activeFaults, type FaultSettings } from './faults.js'

/** `GET /_simnet/state`: what a test needs to know about one network and the service. */
export interface ControlState {
  network: string
  tip: { height: number; hash: string; time: number }
  mempool: { count: number; vsize: number }
  /** The busy address (its long history is main's only). */
  busyAddress: string
  batchTxid: string | null
  live: {
    running: boolean
    /** The chain's clock, Unix seconds. */
    clock: number
    txRate: number
    blockInterval: number
    speed: number
    /** Chance that a live block comes as a one-block reorg. */
    reorgChance: number
  }
  faults: FaultSettings
}

export function controlState(simnet: Simnet, sim: SimChain): ControlState {
  const { chain } = sim
  const { tip } = chain
  const mempool = mempoolSummary(chain)
  const { live, txRate, blockInterval, speed } = simnet.options
  return {
    network: chain.params.name,
    tip: { height: tip.height, hash: tip.hash, time: tip.time },
    mempool: { count: mempool.count, vsize: mempool.vsize },
    busyAddress: sim.busyAddress,
    batchTxid: sim.batchTxid ?? null,
    live: {
      running: live,
      clock: chainTime(sim),
      txRate,
      blockInterval,
      speed,
      reorgChance: live ? liveReorgChance(sim) : 0,
    },
    faults: activeFaults(simnet),
  }
}
