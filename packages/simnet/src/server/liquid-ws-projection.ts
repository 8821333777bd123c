import type { MempoolBlock, StrippedTransaction } from '@outpoint/explorer-client'
import type { CompressedTransaction } from '@outpoint/explorer-client/live'
import { parseTx } from '../liquid/elements-tx.js'
import { explicitTotal } from '../liquid/format.js'
import { mempoolBlocks } from '../liquid/mempool.js'
import { type LiquidProjection, projectLiquid, rateOf } from '../liquid/projection.js'
import type { LiquidSim } from '../liquid/sim.js'
import type { LiquidTxRecord } from '../liquid/types.js'
import { roundedRate, txFlags, typeFlags } from './ws-compress.js'
import { type ProjectedEntries, projectedBlockCount } from './ws-projection.js'

const flagsCache = new WeakMap<LiquidTxRecord, number>()

/** mempool's transaction flags of an Elements transaction: version, RBF signalling, output types. */
export function liquidFlags(record: LiquidTxRecord): number {
  let flags = flagsCache.get(record)
  if (flags === undefined) {
    const tx = parseTx(record.raw)
    flags = tx.version === 1 ? txFlags.v1 : txFlags.v2
    flags |= tx.inputs.some((i) => i.sequence < 0xfffffffe) ? txFlags.rbf : txFlags.noRbf
    for (const out of [...record.prevouts, ...record.outputs]) {
      if (out && out.type !== 'fee') flags |= typeFlags[out.type] ?? 0
    }
    flagsCache.set(record, flags)
  }
  return flags
}

/** `TransactionStripped` of a Liquid transaction: blinded amounts count as 0, as mempool sums them. */
export const liquidStripped = (record: LiquidTxRecord): StrippedTransaction => ({
  txid: record.txid,
  fee: record.fee,
  vsize: record.weight / 4,
  value: explicitTotal(record),
  rate: rateOf(record),
  time: record.firstSeen,
})

/** Compressed once per transaction: Liquid rates and flags do not move while it waits. */
const compressed = new WeakMap<LiquidTxRecord, CompressedTransaction>()

function compress(record: LiquidTxRecord): CompressedTransaction {
  let entry = compressed.get(record)
  if (!entry) {
    const stripped = liquidStripped(record)
    entry = [
      record.txid,
      record.fee,
      stripped.vsize,
      stripped.value,
      roundedRate(rateOf(record)),
      liquidFlags(record),
      record.firstSeen,
    ]
    compressed.set(record, entry)
  }
  return entry
}

/** A Liquid mempool's projected blocks at one update, with what the websocket sends of them. */
export class LiquidWsProjection implements ProjectedEntries {
  readonly blocks: LiquidProjection['blocks']
  readonly rateOf: LiquidProjection['rateOf']
  readonly positionOf: LiquidProjection['positionOf']
  readonly mempoolBlocks: MempoolBlock[]
  private readonly blockEntries = new Map<number, Map<string, CompressedTransaction>>()

  constructor(sim: LiquidSim) {
    const projection = projectLiquid(sim.chain, projectedBlockCount)
    this.blocks = projection.blocks
    this.rateOf = projection.rateOf
    this.positionOf = projection.positionOf
    this.mempoolBlocks = mempoolBlocks(projection)
  }

  entries(index: number): Map<string, CompressedTransaction> {
    let map = this.blockEntries.get(index)
    if (!map) {
      map = new Map((this.blocks[index]?.txs ?? []).map((r) => [r.txid, compress(r)]))
      this.blockEntries.set(index, map)
    }
    return map
  }
}
