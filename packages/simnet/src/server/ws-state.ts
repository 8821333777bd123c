import type { MempoolBlock } from '@outpoint/explorer-client'
import type { BackendInfo } from '@outpoint/explorer-client/live'
import type { Chain } from '../chain/chain.js'
import type { SimChain } from '../chain/history.js'
import { cpfpInfo } from '../chain/mempool-cpfp.js'
import { recommendedFees } from '../chain/mempool-fees.js'
import type { ProjectedPosition } from '../chain/projection.js'
import { rbfSummary } from '../chain/replacements.js'
import type { TxRecord } from '../chain/types.js'
import { blockExtendedJson, txJson } from '../esplora/format.js'
import { difficultyAdjustment } from '../mining/difficulty-adjustment.js'
import { prices } from '../mining/prices.js'
import { strippedTx } from './ws-compress.js'
import { FrameCache, type Json, type Part, part, rawPart, toJson } from './ws-frame.js'
import type { TxJson } from './ws-messages.js'
import { type ProjectedEntries, type Projection, projectedSnapshot } from './ws-projection.js'
import {
  backendInfo,
  type CountedChain,
  healthHosts,
  type MempoolTotals,
  mempoolInfo,
} from './ws-stats.js'
import { mempoolExtras } from './ws-tx-extras.js'

/** What every network's state reads of its hub at one update. */
export interface UpdateSource {
  readonly chain: CountedChain
  readonly projection: ProjectedEntries & {
    readonly mempoolBlocks: MempoolBlock[]
    positionOf(txid: string): ProjectedPosition | undefined
  }
  readonly sequence: number
  readonly vBytesPerSecond: number
  readonly totals: MempoolTotals
  /** Unix seconds on the network's clock. */
  now(): number
}

/**
 * The serialised answers of one update, whichever network's: every part is built the first time a
 * client needs it and then shared by every client until the next update replaces the state. A
 * network's state says how its blocks, transactions, fees and difficulty read.
 */
export abstract class UpdateState<
  Source extends UpdateSource,
  Tx extends { readonly txid: string },
  TxText,
> {
  readonly frames = new FrameCache()
  protected readonly source: Source
  private readonly parts = new Map<string, Part>()
  private readonly txs = new Map<string, Json<TxText>>()
  private initFrame: Buffer | undefined

  constructor(source: Source) {
    this.source = source
  }

  abstract get blocks(): Part
  abstract get mempoolInfo(): Part
  abstract get fees(): Part
  abstract get da(): Part
  abstract get transactions(): Part
  /** `tx`: the full transaction, for a client watching the mempool for it. */
  abstract tx(record: Tx): Part
  /** A transaction in the network's esplora shape. */
  protected abstract serialise(record: Tx): Json<TxText>
  /** What `backendInfo` says of the service. */
  protected abstract readonly backend: BackendInfo
  /** Parts `init` ends with beyond the shared ones. */
  protected initExtras(): Part[] {
    return []
  }

  /** Parts for anything else worth sharing within this update (a projected-block delta, a block). */
  shared(id: string, build: () => Part): Part {
    let p = this.parts.get(id)
    if (!p) {
      p = build()
      this.parts.set(id, p)
    }
    return p
  }

  get mempoolBlocks(): Part {
    return this.shared('mempool-blocks', () =>
      part('mempool-blocks', this.source.projection.mempoolBlocks),
    )
  }

  /** What `want stats` brings at once (2.2); pushes add `transactions`. */
  get stats(): Part[] {
    return [this.mempoolInfo, this.vBytesPerSecond, this.fees, this.da]
  }

  get vBytesPerSecond(): Part {
    return this.shared('vBytesPerSecond', () =>
      part('vBytesPerSecond', this.source.vBytesPerSecond),
    )
  }

  get tomahawk(): Part {
    return this.shared('tomahawk', () => part('tomahawk', healthHosts(this.source.chain)))
  }

  /** The `init` answer (2.4), one frame shared by every client that asks. */
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
      this.shared('backendInfo', () => part('backendInfo', this.backend)),
      this.da,
      ...this.initExtras(),
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

  /** A transaction in the network's esplora shape, serialised once per update. */
  txJson(record: Tx): Json<TxText> {
    let text = this.txs.get(record.txid)
    if (!text) {
      text = this.serialise(record)
      this.txs.set(record.txid, text)
    }
    return text
  }
}

/** What a state is computed from: the hub at one update. */
export interface StateSource extends UpdateSource {
  readonly sim: SimChain
  readonly chain: Chain
  readonly projection: Projection
  /** Newest first. */
  readonly latestArrivals: readonly TxRecord[]
}

/** How many recent blocks `blocks` carries (`INITIAL_BLOCKS_AMOUNT`). */
export const recentBlocks = 8

/** The serialised answers of one Bitcoin update. */
export class HubState extends UpdateState<StateSource, TxRecord, TxJson> {
  protected readonly backend = backendInfo
  private readonly values = new Map<string, unknown>()

  get blocks(): Part {
    return this.shared('blocks', () => {
      const { chain } = this.source
      return part(
        'blocks',
        chain.blocks.slice(-recentBlocks).map((block) => blockExtendedJson(chain, block)),
      )
    })
  }

  get mempoolInfo(): Part {
    return this.shared('mempoolInfo', () => part('mempoolInfo', mempoolInfo(this.source.totals)))
  }

  get fees(): Part {
    return this.shared('fees', () =>
      part('fees', recommendedFees(this.source.projection.blocks, 0.001)),
    )
  }

  get da(): Part {
    return this.shared('da', () =>
      part('da', difficultyAdjustment(this.source.chain, this.source.now())),
    )
  }

  get transactions(): Part {
    return this.shared('transactions', () =>
      part(
        'transactions',
        this.source.latestArrivals.map((r) => strippedTx(r, this.source.projection.rateOf(r.txid))),
      ),
    )
  }

  tx(record: TxRecord): Part {
    return this.shared(`tx-${record.txid}`, () => rawPart('tx', this.txJson(record)))
  }

  protected serialise(record: TxRecord): Json<TxJson> {
    const json = txJson(record)
    const { chain, projection } = this.source
    // One that left the mempool (replaced, evicted) keeps the relatives mempool gave it, none here.
    const cpfp = chain.mempool.has(record.txid) ? cpfpInfo(chain, record.txid) : undefined
    const mempool = record.confirmation
      ? undefined
      : {
          rate: projection.rateOf(record.txid),
          position: projection.positionOf(record.txid),
          ancestors: cpfp?.ancestors ?? [],
          descendants: cpfp?.descendants ?? [],
        }
    return toJson({ ...json, ...mempoolExtras({ ...record, sigops: json.sigops, mempool }) })
  }

  /** `init` ends with the replacements summary, when there are any. */
  protected override initExtras(): Part[] {
    const summary = rbfSummary(this.source.sim)
    return summary.length ? [part('rbfSummary', summary)] : []
  }

  /** Any other value computed once per update for every client (a transaction's CPFP figures). */
  memo<T>(id: string, build: () => T): T {
    if (this.values.has(id)) return this.values.get(id) as T
    const value = build()
    this.values.set(id, value)
    return value
  }
}
