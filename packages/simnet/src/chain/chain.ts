import { EventEmitter } from 'node:events'
import { scriptAddress, scriptType } from '../bitcoin/script.js'
import { figures, hashHex, type Transaction } from '../bitcoin/tx.js'
import type { BitcoinParams } from '../params.js'
import { AddressMempool } from './address-mempool.js'
import { outputScriptRanges, packRaw, TxOutput } from './output.js'
import { SpendIndex } from './spends.js'
import type { BlockRecord, TxRecord } from './types.js'

export type { Spend } from './spends.js'

/**
 * The state of one simulated chain: blocks, every transaction (confirmed and in the mempool), which
 * outputs are spent and by what, and the history of every address. Everything the REST and websocket
 * layers serve is read from here.
 */
/** What a chain announces: `tx` when a transaction enters the mempool, `block` when a block connects. */
export interface ChainEventMap {
  tx: [record: TxRecord]
  block: [block: BlockRecord, confirmed: TxRecord[]]
  reorg: [disconnected: BlockRecord[], connected: BlockRecord[]]
}

export class Chain {
  readonly params: BitcoinParams
  /** Live events for the websocket and the simulation; nothing listens while history is generated. */
  readonly events = new EventEmitter<ChainEventMap>()
  readonly blocks: BlockRecord[] = []
  readonly blocksByHash = new Map<string, BlockRecord>()
  readonly txs = new Map<string, TxRecord>()
  /** Unconfirmed transactions in arrival order. */
  readonly mempool = new Map<string, TxRecord>()
  /** Which outputs are spent, and by what, by outpoint (`txid:vout`). */
  readonly spends = new SpendIndex(this.txs)
  /** Confirmed txids touching each address, in chain order (height, then position in the block). */
  readonly addressChain = new Map<string, string[]>()
  /** Unconfirmed txids touching each address, in arrival order. */
  readonly addressMempool = new AddressMempool()

  constructor(params: BitcoinParams) {
    this.params = params
  }

  get tip(): BlockRecord {
    const tip = this.blocks[this.blocks.length - 1]
    if (!tip) throw new Error('the chain has no blocks')
    return tip
  }

  blockAt(height: number): BlockRecord | undefined {
    return this.blocks[height - (this.blocks[0]?.height ?? 0)]
  }

  /** The outputs of `tx` (serialised as `raw`) decoded once, for the indexes. */
  outputs(tx: Transaction, raw: Uint8Array): TxOutput[] {
    return outputScriptRanges(raw).map((range, vout) => {
      const out = tx.outs[vout]
      if (!out) throw new Error(`no output ${vout}`)
      const script = raw.subarray(range.start, range.end)
      return new TxOutput(
        raw,
        range,
        Number(out.value),
        scriptType(script),
        scriptAddress(script, this.params),
      )
    })
  }

  /** The unspent output at `txid:vout`, or undefined when it does not exist or is spent. */
  unspent(txid: string, vout: number): TxOutput | undefined {
    const output = this.txs.get(txid)?.outputs[vout]
    return output?.spentBy === undefined ? output : undefined
  }

  /**
   * Indexes a transaction whose inputs all exist (the caller checked they are unspent): records it, its
   * spends and its addresses, and puts it in the mempool until a block confirms it.
   */
  addTransaction(tx: Transaction, firstSeen: number): TxRecord {
    const coinbase = tx.isCoinbase()
    const prevouts = coinbase
      ? []
      : tx.ins.map((input) => {
          const funding = hashHex(input.hash)
          const prevout = this.txs.get(funding)?.outputs[input.index]
          if (!prevout) throw new Error(`unknown output ${funding}:${input.index}`)
          return prevout
        })
    const figured = figures(tx)
    const { txid, size, weight, vsize } = figured
    const raw = packRaw(figured.raw)
    const outputs = this.outputs(tx, raw)
    const fee = coinbase
      ? 0
      : prevouts.reduce((n, o) => n + o.value, 0) - outputs.reduce((n, o) => n + o.value, 0)
    // One object literal with every field in a fixed order: a spread gave each of ~100k records a
    // hidden class of its own (about 70 MB of RSS on main, measured by the benchmark).
    const record: TxRecord = {
      txid,
      raw,
      outputs,
      prevouts,
      coinbase,
      fee,
      size,
      weight,
      vsize,
      firstSeen,
      confirmation: undefined,
    }
    this.txs.set(record.txid, record)
    this.mempool.set(record.txid, record)
    prevouts.forEach((prevout, vin) => {
      this.spends.mark(prevout, record.txid, vin)
    })
    for (const address of addressesOf(record)) this.addressMempool.add(address, record.txid)
    if (!coinbase) this.events.emit('tx', record)
    return record
  }

  /** Appends a block whose transactions are already indexed: confirms them and takes them out of the mempool. */
  connectBlock(block: BlockRecord): void {
    if (this.blocks.length && block.previousHash !== this.tip.hash) {
      throw new Error(`block ${block.hash} does not extend the tip ${this.tip.hash}`)
    }
    this.blocks.push(block)
    this.blocksByHash.set(block.hash, block)
    block.txids.forEach((txid, index) => {
      const record = this.txs.get(txid)
      if (!record) throw new Error(`block ${block.hash} holds unknown tx ${txid}`)
      record.confirmation = { height: block.height, hash: block.hash, time: block.time, index }
      this.mempool.delete(txid)
      for (const address of addressesOf(record)) {
        this.addressMempool.delete(address, txid)
        const list = this.addressChain.get(address)
        if (list) list.push(txid)
        else this.addressChain.set(address, [txid])
      }
    })
    this.events.emit(
      'block',
      block,
      block.txids.map((txid) => this.txs.get(txid) as TxRecord),
    )
  }

  /**
   * Takes an unconfirmed transaction out of the chain (replaced or evicted), as a node forgets it: the
   * outputs it spent are unspent again and its address histories drop it. `spent` are the outpoints its
   * inputs spend (`txid:vout`, decoded from `raw` by the caller: the chain keeps no per-input index).
   * Its descendants must go first, since their spends point at its outputs. No event: removals go
   * through chain/mempool-graph.ts (`evictFromMempool`), and chain/replacements.ts announces them.
   */
  removeTransaction(txid: string, spent: readonly string[]): TxRecord {
    const record = this.mempool.get(txid)
    if (!record || record.coinbase) throw new Error(`${txid} is not an unconfirmed transaction`)
    record.outputs.forEach((_, vout) => {
      if (this.spends.has(`${txid}:${vout}`))
        throw new Error(`${txid}:${vout} is spent: remove the spender first`)
    })
    for (const outpoint of spent) {
      if (this.spends.get(outpoint)?.txid !== txid)
        throw new Error(`${txid} does not spend ${outpoint}`)
    }
    for (const outpoint of spent) this.spends.delete(outpoint)
    this.txs.delete(txid)
    this.mempool.delete(txid)
    for (const address of addressesOf(record)) this.addressMempool.delete(address, txid)
    return record
  }

  /**
   * Takes the tip block off the chain, as a node does in a reorg. Its transactions go back to the
   * mempool ahead of the later arrivals (they were seen first, and parents must precede children); its
   * coinbase is forgotten, so its outputs no longer exist. Those outputs must be unspent: spenders go
   * first (chain/reorg.ts evicts them). The block stays in `blocksByHash`: a stale block can still be
   * fetched. No event: chain/reorg.ts announces the whole reorg once the new blocks are connected.
   * Returns the transactions put back, in block order.
   */
  disconnectTip(): TxRecord[] {
    const block = this.tip
    const records = block.txids.map((txid) => {
      const record = this.txs.get(txid)
      if (!record) throw new Error(`block ${block.hash} holds unknown tx ${txid}`)
      return record
    })
    const [coinbase, ...returned] = records
    if (!coinbase?.coinbase) throw new Error(`block ${block.hash} has no coinbase`)
    coinbase.outputs.forEach((_, vout) => {
      if (this.spends.has(`${coinbase.txid}:${vout}`))
        throw new Error(`${coinbase.txid}:${vout} is spent: remove the spender first`)
    })
    this.blocks.pop()
    // The block's txids end each address's confirmed history, in block order: undo from the last.
    for (const record of records.slice().reverse()) {
      for (const address of addressesOf(record)) {
        const list = this.addressChain.get(address)
        const at = list ? list.lastIndexOf(record.txid) : -1
        if (list && at >= 0) list.splice(at, 1)
        if (list?.length === 0) this.addressChain.delete(address)
      }
    }
    this.txs.delete(coinbase.txid)
    const later = [...this.mempool.values()]
    this.mempool.clear()
    const pendingBy = new Map<string, string[]>()
    for (const record of returned) {
      record.confirmation = undefined
      this.mempool.set(record.txid, record)
      for (const address of addressesOf(record)) {
        const list = pendingBy.get(address)
        if (list) list.push(record.txid)
        else pendingBy.set(address, [record.txid])
      }
    }
    for (const record of later) this.mempool.set(record.txid, record)
    for (const [address, txids] of pendingBy) this.addressMempool.prepend(address, txids)
    return returned
  }
}

/** The addresses a transaction pays from or to, each once. */
function addressesOf(record: TxRecord): Set<string> {
  const set = new Set<string>()
  for (const o of record.prevouts) if (o.address) set.add(o.address)
  for (const o of record.outputs) if (o.address) set.add(o.address)
  return set
}
