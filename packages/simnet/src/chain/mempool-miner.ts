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

/** The live chain's miners: each block takes the first projected block, pools by their shares. */
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

  return {
    mine(time) {
      const tip = chain.tip
      // The whole first projected block, as a real miner takes its template: up to 4M weight when the
      // backlog allows. Parents come first in it, so the block is valid as it stands.
      const include: TxRecord[] = []
      let weight = 0
      for (const record of blockTemplate(chain)) {
        if (weight + record.weight > blockWeightLimit) break
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
