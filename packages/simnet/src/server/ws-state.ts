import type { Chain } from '../chain/chain.js'
import type { SimChain } from '../chain/history.js'
import { recommendedFees } from '../chain/mempool-fees.js'
import { rbfSummary } from '../chain/replacements.js'
import type { TxRecord } from '../chain/types.js'
import { blockExtendedJson, txJson } from '../esplora/format.js'
import { difficultyAdjustment } from '../mining/difficulty-adjustment.js'
import { prices } from '../mining/prices.js'
import { strippedTx } from './ws-compress.js'
import { FrameCache, type Json, type Part, part, rawPart, toJson } from './ws-frame.js'
import type { TxJson } from './ws-messages.js'
import { type Projection, projectedSnapshot } from './ws-projection.js'
import { backendInfo, healthHosts, type MempoolTotals, mempoolInfo } from './ws-stats.js'

/** What a state is computed from: the hub at one update. */
export interface StateSource {
  readonly sim: SimChain
  readonly chain: Chain
  readonly projection: Projection
  readonly sequence: number
  /** Newest first. */
  readonly latestArrivals: readonly TxRecord[]
  readonly vBytesPerSecond: number
  readonly totals: MempoolTotals
  /** Unix seconds on the chain's clock. */
  now(): number
}

/** How many recent blocks `blocks` carries (`INITIAL_BLOCKS_AMOUNT`). */
const recentBlocks = 8

/**
 * The serialised answers of one update: every part is built the first time a client needs it and then
 * shared by every client until the next update replaces the state.
 */
export class HubState {
  readonly frames = new FrameCache()
  private readonly source: StateSource
  private readonly parts = new Map<string, Part>()
  private readonly values = new Map<string, unknown>()
  private readonly txs = new Map<string, Json<TxJson>>()
  private initFrame: Buffer | undefined

  constructor(source: StateSource) {
    this.source = source
  }

  private cached(id: string, build: () => Part): Part {
    let p = this.parts.get(id)
    if (!p) {
      p = build()
      this.parts.set(id, p)
    }
    return p
  }

  get blocks(): Part {
    return this.cached('blocks', () => {
      const { chain } = this.source
      return part(
        'blocks',
        chain.blocks.slice(-recentBlocks).map((block) => blockExtendedJson(chain, block)),
      )
    })
  }

  get mempoolBlocks(): Part {
    return this.cached('mempool-blocks', () =>
      part('mempool-blocks', this.source.projection.mempoolBlocks),
    )
  }

  /** What `want stats` brings at once (2.2); pushes add `transactions`. */
  get stats(): Part[] {
    return [this.mempoolInfo, this.vBytesPerSecond, this.fees, this.da]
  }

  get mempoolInfo(): Part {
    return this.cached('mempoolInfo', () => part('mempoolInfo', mempoolInfo(this.source.totals)))
  }

  get vBytesPerSecond(): Part {
    return this.cached('vBytesPerSecond', () =>
      part('vBytesPerSecond', this.source.vBytesPerSecond),
    )
  }

  get fees(): Part {
    return this.cached('fees', () =>
      part('fees', recommendedFees(this.source.projection.blocks, 0.001)),
    )
  }

  get da(): Part {
    return this.cached('da', () =>
      part('da', difficultyAdjustment(this.source.chain, this.source.now())),
    )
  }

  get transactions(): Part {
    return this.cached('transactions', () =>
      part(
        'transactions',
        this.source.latestArrivals.map((r) => strippedTx(r, this.source.projection.rateOf(r.txid))),
      ),
    )
  }

  get tomahawk(): Part {
    return this.cached('tomahawk', () => part('tomahawk', healthHosts(this.source.chain)))
  }

  /** The `init` answer (2.4), one frame shared by every client that asks. */
  get init(): Buffer {
    if (this.initFrame) return this.initFrame
    const summary = rbfSummary(this.source.sim)
    this.initFrame = this.frames.frame(
      [
        this.mempoolInfo,
        this.vBytesPerSecond,
        this.mempoolBlocks,
        this.transactions,
        this.cached('loadingIndicators', () => part('loadingIndicators', {})),
        this.fees,
        this.cached('backend', () => part('backend', 'esplora')),
        this.blocks,
        this.cached('conversions', () => part('conversions', prices(this.source.now()))),
        this.cached('backendInfo', () => part('backendInfo', backendInfo)),
        this.da,
        summary.length ? part('rbfSummary', summary) : undefined,
      ].filter((p): p is Part => !!p),
    )
    return this.initFrame
  }

  /** The full `projected-block-transactions` of block `index` at this update's sequence. */
  projectedSnapshot(index: number): Part {
    return this.cached(`projected-${index}`, () =>
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
    return this.cached(`position-${txid}`, () => part('txPosition', { txid, position }))
  }

  /** A transaction in esplora's shape, serialised once per update. */
  txJson(record: TxRecord): Json<TxJson> {
    let text = this.txs.get(record.txid)
    if (!text) {
      text = toJson(txJson(record))
      this.txs.set(record.txid, text)
    }
    return text
  }

  /** `tx`: the full transaction, for a client watching the mempool for it. */
  tx(record: TxRecord): Part {
    return this.cached(`tx-${record.txid}`, () => rawPart('tx', this.txJson(record)))
  }

  /** Parts for anything else worth sharing within this update (a projected-block delta, a block). */
  shared(id: string, build: () => Part): Part {
    return this.cached(id, build)
  }

  /** Any other value computed once per update for every client (a transaction's CPFP figures). */
  memo<T>(id: string, build: () => T): T {
    if (this.values.has(id)) return this.values.get(id) as T
    const value = build()
    this.values.set(id, value)
    return value
  }
}
