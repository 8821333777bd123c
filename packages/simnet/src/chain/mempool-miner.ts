import { bitsToDifficulty, difficultyToBits } from '../bitcoin/block.js'
import { auditOf, auditSnapshot, keepAudit } from '../mining/audit-store.js'
import { createRng, type Rng } from '../rng.js'
import type { Coin } from './builder.js'
import type { SimChain } from './history.js'
import { mineBlock } from './miner.js'
import { type Deviation, drawDeviation, minedTxs } from './pool-deviation.js'
import { poolFor } from './pools.js'
import { currentProjection } from './projection.js'
import { rbfLookup } from './replacements.js'
import type { BlockRecord } from './types.js'

const epochLength = 2016
const coinbaseMaturity = 100

/**
 * The live chain's miners: each block takes the first projected block, pools by their shares, now and then
 * departing from it as real pools do (see pool-deviation.ts). Each block's audit against that template is
 * kept (see audit-store.ts).
 */
export interface Miner {
  /** Mines a block at `time`: as `deviation` says, or when undefined, as a live pool would (drawn). */
  mine(time: number, deviation?: Deviation): BlockRecord
}

/** `deviate`: whether a block mined without a deviation asked for draws one (live pools); else it follows. */
export function createMiner(sim: SimChain, rng: Rng, deviate = false): Miner {
  const { chain } = sim
  const maturing: Coin[][] = []
  // A stream of its own, seeded from the tip: drawing deviations leaves the miner's stream (and the
  // seeded run's pools and nonces) as it was.
  const deviations = createRng(Number.parseInt(chain.tip.hash.slice(0, 8), 16)).fork('deviations')

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
    mine(time, deviation) {
      const tip = chain.tip
      // Consensus wants a time above the median of the last 11 blocks.
      const blockTime = Math.max(Math.floor(time), tip.mediantime + 1)
      // The whole first projected block, as a real miner takes its template: up to 4M weight when the
      // backlog allows. Parents come first in it, so the block is valid as it stands.
      const projection = currentProjection(chain)
      const kind = deviation ?? (deviate ? drawDeviation(deviations) : 'follow')
      const include = minedTxs(chain, projection, kind, deviations, blockTime)
      const snapshot = auditSnapshot(sim, projection)
      // mempool audits a block when it arrives (Date.now()), not at the time its header claims.
      const arrival = Math.round(time)
      const { block, coinbase } = mineBlock(chain, {
        time: blockTime,
        bits: bitsAt(tip.height + 1),
        pool: poolFor(rng.next()),
        include,
        rng,
        halvingInterval: sim.halvingInterval,
        beforeConnect: (mined, txs) =>
          keepAudit(chain, mined.hash, auditOf(snapshot, txs, arrival, rbfLookup(sim))),
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
