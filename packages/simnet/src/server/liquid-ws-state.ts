import { blockExtendedJson } from '../liquid/block-format.js'
import type { LiquidChain } from '../liquid/chain.js'
import { liquidDifficultyAdjustment } from '../liquid/difficulty.js'
import { txJson } from '../liquid/format.js'
import { recommendedFees } from '../liquid/mempool.js'
import type { LiquidSim } from '../liquid/sim.js'
import type { LiquidBlockRecord, LiquidTxRecord } from '../liquid/types.js'
import { prices } from '../mining/prices.js'
import { type LiquidTxJson, liquidPart, liquidRawPart } from './liquid-ws-messages.js'
import { type LiquidWsProjection, liquidStripped } from './liquid-ws-projection.js'
import { FrameCache, type Json, type Part, part, toJson } from './ws-frame.js'
import { projectedSnapshot } from './ws-projection.js'
import { backendInfo, healthHosts, type MempoolTotals, mempoolInfo } from './ws-stats.js'

/** What a Liquid state is computed from: the Liquid hub at one update. */
export interface LiquidStateSource {
  readonly sim: LiquidSim
  readonly chain: LiquidChain
  readonly projection: LiquidWsProjection
  readonly sequence: number
  /** Newest first. */
  readonly latestArrivals: readonly LiquidTxRecord[]
  readonly vBytesPerSecond: number
  readonly totals: MempoolTotals
  /** Unix seconds on the network's clock. */
  now(): number
}

/** How many recent blocks `blocks` carries (`INITIAL_BLOCKS_AMOUNT`). */
const recentBlocks = 8
/** elementsd's relay floor, 0.1 sat/vB, in BTC/kvB as `getmempoolinfo` writes it. */
const liquidRelayFee = 0.000001

/**
 * The serialised answers of one Liquid update, each built the first time a client needs it and shared
 * until the next update: the same parts as Bitcoin's, in Elements shapes.
 */
export class LiquidHubState {
  readonly frames = new FrameCache()
  private readonly source: LiquidStateSource
  private readonly parts = new Map<string, Part>()
  private readonly txs = new Map<string, Json<LiquidTxJson>>()
  private initFrame: Buffer | undefined

  constructor(source: LiquidStateSource) {
    this.source = source
  }

  /** Parts worth sharing within this update (a block, a tracked address's transactions). */
  shared(id: string, build: () => Part): Part {
    let p = this.parts.get(id)
    if (!p) {
      p = build()
      this.parts.set(id, p)
    }
    return p
  }

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

  get mempoolBlocks(): Part {
    return this.shared('mempool-blocks', () =>
      part('mempool-blocks', this.source.projection.mempoolBlocks),
    )
  }

  /** What `want stats` brings at once; pushes add `transactions`. */
  get stats(): Part[] {
    return [this.mempoolInfo, this.vBytesPerSecond, this.fees, this.da]
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

  get vBytesPerSecond(): Part {
    return this.shared('vBytesPerSecond', () =>
      part('vBytesPerSecond', this.source.vBytesPerSecond),
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

  get tomahawk(): Part {
    return this.shared('tomahawk', () => part('tomahawk', healthHosts(this.source.chain)))
  }

  /** The `init` answer, one frame shared by every client that asks (no replacements on Liquid). */
  get init(): Buffer {
    if (this.initFrame) return this.initFrame
    this.initFrame = this.frames.frame([
      this.mempoolInfo,
      this.vBytesPerSecond,
      this.mempoolBlocks,
      this.transactions,
      this.shared('loadingIndicators', () => part('loadingIndicators', {})),
      this.fees,
      this.shared('backend', () => part('backend', 'esplora')),
      this.blocks,
      this.shared('conversions', () => part('conversions', prices(this.source.now()))),
      this.shared('backendInfo', () => part('backendInfo', { ...backendInfo, lightning: false })),
      this.da,
    ])
    return this.initFrame
  }

  /** The full `projected-block-transactions` of block `index` at this update's sequence. */
  projectedSnapshot(index: number): Part {
    return this.shared(`projected-${index}`, () =>
      part(
        'projected-block-transactions',
        projectedSnapshot(this.source.projection, index, this.source.sequence),
      ),
    )
  }

  /** `txPosition` of a transaction in the projected blocks, or undefined when it is not in them. */
  txPosition(txid: string): Part | undefined {
    const position = this.source.projection.positionOf(txid)
    if (!position) return undefined
    return this.shared(`position-${txid}`, () => part('txPosition', { txid, position }))
  }

  /** A transaction in electrs' Liquid shape, serialised once per update. */
  txJson(record: LiquidTxRecord): Json<LiquidTxJson> {
    let text = this.txs.get(record.txid)
    if (!text) {
      text = toJson(txJson(this.source.chain, record))
      this.txs.set(record.txid, text)
    }
    return text
  }

  /** `tx`: the full transaction, for a client watching the mempool for it. */
  tx(record: LiquidTxRecord): Part {
    return this.shared(`tx-${record.txid}`, () => liquidRawPart('tx', this.txJson(record)))
  }
}
