import type { MempoolBlock } from '@outpoint/explorer-client'
import { blockFeeStats, type RatedTx } from '../chain/mempool-block-stats.js'
import { blockWeightLimit, type ProjectedPosition } from '../chain/projection.js'
import { displayHex } from './bytes.js'
import type { LiquidChain } from './chain.js'
import { parseTx } from './elements-tx.js'
import type { LiquidTxRecord } from './types.js'

/**
 * One projected Liquid block: its transactions in block order, and mempool's figures of it (the client's
 * `MempoolBlock` but the count).
 */
export interface LiquidProjectedBlock extends Omit<MempoolBlock, 'nTx'> {
  txs: LiquidTxRecord[]
}

export interface LiquidProjection {
  blocks: LiquidProjectedBlock[]
  /** Fee rate (sat per discounted vB, Liquid's fee basis) of a projected transaction. */
  rateOf(txid: string): number | undefined
  positionOf(txid: string): ProjectedPosition | undefined
}

/** What a transaction pays per discounted vbyte (ELIP 200): the rate Liquid's 0.1 sat/vB floor is in. */
export const rateOf = (record: LiquidTxRecord): number =>
  record.discountVsize ? record.fee / record.discountVsize : 0

const parentsCache = new WeakMap<LiquidTxRecord, string[]>()

/** The txids a transaction spends outputs of (peg-ins and coinbases spend none). */
export function parentTxids(record: LiquidTxRecord): string[] {
  let parents = parentsCache.get(record)
  if (!parents) {
    const inputs = parseTx(record.raw).inputs
    parents = record.prevouts.flatMap((prevout, vin) => {
      const input = inputs[vin]
      return prevout && input ? [displayHex(input.txid)] : []
    })
    parentsCache.set(record, parents)
  }
  return parents
}

/**
 * The mempool in the order a functionary would sign it: by fee rate, each transaction after its
 * unconfirmed parents (Liquid's mempool is small and its rates nearly equal, so nothing finer is worth
 * it), ties in arrival order.
 */
export function blockOrder(chain: LiquidChain): LiquidTxRecord[] {
  const pending = [...chain.mempool.values()]
  const byRate = pending
    .map((record, arrival) => ({ record, arrival, rate: rateOf(record) }))
    .sort((a, b) => b.rate - a.rate || a.arrival - b.arrival)
  const placed = new Set<string>()
  const order: LiquidTxRecord[] = []
  const place = (record: LiquidTxRecord) => {
    if (placed.has(record.txid)) return
    placed.add(record.txid)
    for (const parent of parentTxids(record)) {
      const pendingParent = chain.mempool.get(parent)
      if (pendingParent) place(pendingParent)
    }
    order.push(record)
  }
  for (const { record } of byRate) place(record)
  return order
}

/**
 * The mempool as the next `count` blocks: in block order, each filled to the weight limit, the last one
 * holding whatever is left (as mempool.space stacks it). Liquid's mempool rarely fills one.
 */
export function projectLiquid(chain: LiquidChain, count = 8): LiquidProjection {
  const groups: LiquidTxRecord[][] = []
  let weight = 0
  for (const record of blockOrder(chain)) {
    const current = groups.at(-1)
    if (current && (weight + record.weight <= blockWeightLimit || groups.length >= count)) {
      current.push(record)
      weight += record.weight
    } else {
      groups.push([record])
      weight = record.weight
    }
  }
  const positions = new Map<string, ProjectedPosition>()
  const blocks = groups.map((txs, index): LiquidProjectedBlock => {
    let vsize = 0
    const rated: RatedTx[] = []
    for (const record of txs) {
      positions.set(record.txid, { block: index, vsize: vsize + record.weight / 8 })
      vsize += record.weight / 4
      if (record.fee > 0) rated.push({ weight: record.weight, rate: rateOf(record) })
    }
    return {
      txs,
      blockSize: txs.reduce((n, r) => n + r.size, 0),
      blockVSize: vsize,
      totalFees: txs.reduce((n, r) => n + r.fee, 0),
      ...blockFeeStats(rated),
    }
  })
  return {
    blocks,
    rateOf: (txid) => {
      const record = positions.has(txid) ? chain.mempool.get(txid) : undefined
      return record && rateOf(record)
    },
    positionOf: (txid) => positions.get(txid),
  }
}
