import { blockExtendedJson } from '../liquid/block-format.js'
import type { LiquidChain } from '../liquid/chain.js'
import { liquidDifficultyAdjustment } from '../liquid/difficulty.js'
import { txJson } from '../liquid/format.js'
import { recommendedFees } from '../liquid/mempool.js'
import { rateOf } from '../liquid/projection.js'
import type { LiquidSim } from '../liquid/sim.js'
import type { LiquidBlockRecord, LiquidTxRecord } from '../liquid/types.js'
import { type LiquidTxJson, liquidPart, liquidRawPart } from './liquid-ws-messages.js'
import { type LiquidWsProjection, liquidStripped } from './liquid-ws-projection.js'
import { type Json, type Part, part, toJson } from './ws-frame.js'
import { recentBlocks, type UpdateSource, UpdateState } from './ws-state.js'
import { backendInfo, mempoolInfo } from './ws-stats.js'
import { mempoolExtras } from './ws-tx-extras.js'

/** What a Liquid state is computed from: the Liquid hub at one update. */
export interface LiquidStateSource extends UpdateSource {
  readonly sim: LiquidSim
  readonly chain: LiquidChain
  readonly projection: LiquidWsProjection
  /** Newest first. */
  readonly latestArrivals: readonly LiquidTxRecord[]
}

/** elementsd's relay floor, 0.1 sat/vB, in BTC/kvB as `getmempoolinfo` writes it. */
const liquidRelayFee = 0.000001

/**
 * The serialised answers of one Liquid update: the same parts as Bitcoin's, in Elements shapes (no
 * replacements, so `init` carries no summary of them).
 */
export class LiquidHubState extends UpdateState<LiquidStateSource, LiquidTxRecord, LiquidTxJson> {
  protected readonly backend = { ...backendInfo, lightning: false }

  get blocks(): Part {
    return this.shared('blocks', () => {
      const { chain } = this.source
      const recent = chain.blocks.slice(-recentBlocks)
      return liquidPart(
        'blocks',
        recent.map((block) => blockExtendedJson(chain, block)),
      )
    })
  }

  block(block: LiquidBlockRecord): Part {
    return this.shared(`block-${block.hash}`, () =>
      liquidPart('block', blockExtendedJson(this.source.chain, block)),
    )
  }

  get mempoolInfo(): Part {
    return this.shared('mempoolInfo', () =>
      part('mempoolInfo', {
        ...mempoolInfo(this.source.totals),
        mempoolminfee: liquidRelayFee,
        minrelaytxfee: liquidRelayFee,
        incrementalrelayfee: liquidRelayFee,
        fullrbf: false,
      }),
    )
  }

  get fees(): Part {
    return this.shared('fees', () => part('fees', recommendedFees()))
  }

  get da(): Part {
    return this.shared('da', () =>
      part('da', liquidDifficultyAdjustment(this.source.chain, this.source.now())),
    )
  }

  get transactions(): Part {
    return this.shared('transactions', () =>
      part('transactions', this.source.latestArrivals.map(liquidStripped)),
    )
  }

  tx(record: LiquidTxRecord): Part {
    return this.shared(`tx-${record.txid}`, () => liquidRawPart('tx', this.txJson(record)))
  }

  /** Electrs' Liquid shape. */
  protected serialise(record: LiquidTxRecord): Json<LiquidTxJson> {
    const { chain, projection } = this.source
    const mempool = record.confirmation
      ? undefined
      : {
          rate: chain.mempool.has(record.txid) ? rateOf(record) : undefined,
          position: projection.positionOf(record.txid),
          ancestors: [],
          descendants: [],
        }
    // Elements has no sigops limit: extendMempoolTransaction counts none on Liquid.
    const extras = mempoolExtras({ ...record, sigops: 0, mempool })
    return toJson({ ...txJson(chain, record), ...extras })
  }
}
