import { bitsToDifficulty, difficultyToBits } from '../bitcoin/block.js'
import type { Rng } from '../rng.js'
import type { Coin } from './builder.js'
import type { SimChain } from './history.js'
import { mineBlock } from './miner.js'
import { poolFor } from './pools.js'
import { blockTemplate, blockWeightLimit } from './projection.js'
import type { BlockRecord, TxRecord } from './types.js'

const epochLength = 2016
const coinbaseMaturity = 100

/** The live chain's miners: each block takes a prefix of the first projected block, by pool shares. */
export interface Miner {
  mine(time: number): BlockRecord
}

export function createMiner(sim: SimChain, rng: Rng): Miner {
  const { chain } = sim
  const maturing: Coin[][] = []

  /**
   * The tip's bits within an epoch. At a retarget the difficulty moves by a few percent, as the
   * history's epochs do: simnet's short block interval would otherwise quadruple it every epoch.
   */
  const bitsAt = (height: number): number => {
    const tip = chain.tip
    if (height % epochLength !== 0 || tip.bits === 0x207fffff) return tip.bits
    const change = 1 + (rng.logNormal(1, 0.6) - 0.9) * 0.05
    return difficultyToBits(bitsToDifficulty(tip.bits) * change)
  }

  let targetBacklog: number | undefined

  /**
   * How much this block takes: about what arrived since the last block, pulled towards keeping the
   * backlog the mempool started with. Simnet's defaults (4 tx/s, a block every 30 s) bring ~120
   * transactions a block; full 4M-weight blocks would empty the mempool in three blocks and leave the
   * fees at the floor, unlike any real mempool.
   */
  const capacity = (time: number): number => {
    let backlog = 0
    let arrived = 0
    for (const record of chain.mempool.values()) {
      backlog += record.weight
      if (record.firstSeen > chain.tip.time) arrived += record.weight
    }
    targetBacklog ??= Math.max(backlog, 1)
    const pull = 1 + 0.5 * ((backlog - targetBacklog) / targetBacklog)
    const wanted = arrived * (0.8 + rng.next() * 0.4) * Math.max(0.2, Math.min(3, pull))
    return Math.round(
      Math.max(4_000, Math.min(blockWeightLimit, time > chain.tip.time ? wanted : 0)),
    )
  }

  return {
    mine(time) {
      const tip = chain.tip
      const limit = capacity(time)
      // The projected order puts parents first, so any prefix of it is a valid block.
      const include: TxRecord[] = []
      let weight = 0
      for (const record of blockTemplate(chain)) {
        if (weight + record.weight > limit) break
        include.push(record)
        weight += record.weight
      }
      const { block, coinbase } = mineBlock(chain, {
        // Consensus wants a time above the median of the last 11 blocks.
        time: Math.max(Math.floor(time), tip.mediantime + 1),
        bits: bitsAt(tip.height + 1),
        pool: poolFor(rng.next()),
        include,
        rng,
        halvingInterval: sim.halvingInterval,
      })
      // The coinbase is the users' to spend after 100 blocks, as in the history.
      maturing.push(
        coinbase.outputs
          .map((out, vout) => ({ txid: coinbase.txid, vout, value: out.value, type: out.type }))
          .filter((coin) => coin.value > 0 && coin.type !== 'op_return'),
      )
      if (maturing.length > coinbaseMaturity)
        for (const coin of maturing.shift() ?? []) sim.wallet.add(coin)
      return block
    },
  }
}
