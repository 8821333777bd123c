import { blockExtendedJson } from '../esplora/format.js'
import type { Chain } from './chain.js'
import type { SimChain } from './history.js'
import { evictFromMempool } from './mempool-graph.js'
import { rawInputs } from './mempool-inputs.js'
import type { BlockRecord, TxRecord } from './types.js'

/** What a reorg did: the blocks taken off (lowest first) and the competing blocks connected. */
export interface Reorg {
  disconnected: BlockRecord[]
  connected: BlockRecord[]
}

/**
 * The transactions of the stale blocks of each chain, as they were when disconnected: a stale block stays
 * fetchable (mempool shows stale blocks) though its coinbase is gone from the chain and its other
 * transactions may leave the mempool later.
 */
const staleBlocks = new WeakMap<Chain, Map<string, TxRecord[]>>()

/** Whether a known block is off the best chain (disconnected by a reorg). */
export function isStale(chain: Chain, block: BlockRecord): boolean {
  return chain.blockAt(block.height)?.hash !== block.hash
}

/** A block's transactions in block order, stale blocks included. */
export function blockRecords(chain: Chain, block: BlockRecord): TxRecord[] {
  const stale = staleBlocks.get(chain)?.get(block.hash)
  if (stale) return stale
  return block.txids.map((txid) => {
    const record = chain.txs.get(txid)
    if (!record) throw new Error(`block ${block.hash} holds unknown tx ${txid}`)
    return record
  })
}

/**
 * Replaces the `depth` top blocks by `depth + 1` competing ones, as a node follows a longer chain: the
 * disconnected blocks' transactions go back to the mempool (the new blocks take them again by fee rate,
 * as any miner would), their coinbases disappear with whatever spent them, and the chain's `reorg`
 * event announces it once the new tip is connected. `mine(index)` connects the index-th new block (the
 * caller's miner, so new blocks follow the live rules). Throws before changing anything when the chain
 * is too short.
 */
export function reorgChain(
  sim: SimChain,
  depth: number,
  mine: (index: number) => BlockRecord,
): Reorg {
  const { chain } = sim
  if (!Number.isSafeInteger(depth) || depth < 1) throw new RangeError(`bad reorg depth ${depth}`)
  if (depth >= chain.blocks.length) {
    throw new RangeError(`cannot disconnect ${depth} of the chain's ${chain.blocks.length} blocks`)
  }
  const disconnected: BlockRecord[] = []
  for (let i = 0; i < depth; i++) disconnected.unshift(disconnectTip(sim))
  const connected: BlockRecord[] = []
  for (let i = 0; i <= depth; i++) connected.push(mine(i))
  chain.events.emit('reorg', disconnected, connected)
  return { disconnected, connected }
}

/** Disconnects the tip block, keeping what serving it as a stale block needs. */
function disconnectTip(sim: SimChain): BlockRecord {
  const { chain } = sim
  const block = chain.tip
  const records = blockRecords(chain, block)
  // The extras are cached per block: computed now, while the coinbase is still indexed.
  blockExtendedJson(chain, block)
  const coinbase = records[0]
  if (coinbase) evictSpenders(sim, coinbase)
  chain.disconnectTip()
  let stale = staleBlocks.get(chain)
  if (!stale) {
    stale = new Map()
    staleBlocks.set(chain, stale)
  }
  stale.set(block.hash, records)
  return block
}

/**
 * Takes out of the mempool whatever spends a coinbase about to disappear (with its descendants), as Core
 * drops spends of a disconnected coinbase. Only possible after reorgs: a miner matures coinbases by the
 * blocks it mined, and a reorg mines more blocks than the chain gains. The coins those transactions
 * spent, when still there, go back to the wallet.
 */
function evictSpenders(sim: SimChain, coinbase: TxRecord): void {
  const { chain, wallet } = sim
  const evicted: TxRecord[] = []
  coinbase.outputs.forEach((_, vout) => {
    const spend = chain.spends.get(`${coinbase.txid}:${vout}`)
    // Its spender came in a block above, now disconnected: it is in the mempool, the graph knows it.
    if (spend) evicted.push(...evictFromMempool(chain, spend.txid))
  })
  for (const record of evicted) {
    rawInputs(record.raw).forEach((input, vin) => {
      const prevout = record.prevouts[vin]
      if (prevout && chain.unspent(input.txid, input.vout) && input.txid !== coinbase.txid) {
        wallet.add({ txid: input.txid, vout: input.vout, value: prevout.value, type: prevout.type })
      }
    })
  }
}
