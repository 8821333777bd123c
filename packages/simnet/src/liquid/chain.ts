import { EventEmitter } from 'node:events'
import { scriptType } from '../bitcoin/script.js'
import { hashHex, sha256d } from '../bitcoin/tx.js'
import type { Spend } from '../chain/spends.js'
import { scriptAddress } from './address.js'
import { displayHex, fromDisplayHex, u64le } from './bytes.js'
import {
  amountOf,
  COINBASE_INDEX,
  type ElementsTx,
  explicitAsset,
  isFeeOutput,
  parseTx,
  serializeTx,
  type TxWitness,
} from './elements-tx.js'
import { assetEvents, initialIssuances } from './events.js'
import { type Federation, federation } from './header.js'
import type { LiquidParams } from './params.js'
import type {
  IssuanceFacts,
  LiquidBlockRecord,
  LiquidOutput,
  LiquidTxRecord,
  PeginFacts,
} from './types.js'
import {
  discountWeight,
  planOfWitness,
  type SpendFacts,
  type WitnessPlan,
  witnessLength,
  witnessPlan,
} from './witness.js'

/** What a chain announces: `tx` when a transaction enters the mempool, `block` when a block connects. */
export interface LiquidChainEventMap {
  tx: [record: LiquidTxRecord]
  block: [block: LiquidBlockRecord, confirmed: LiquidTxRecord[]]
}

/**
 * The state of a simulated Liquid chain: blocks, transactions (confirmed and in the mempool), spends,
 * and the histories of addresses and assets. The REST routes read everything from here.
 */
export class LiquidChain {
  readonly params: LiquidParams
  /** Live events for the websocket; nothing listens while the history is generated. */
  readonly events = new EventEmitter<LiquidChainEventMap>()
  readonly federation: Federation
  /** L-BTC as an explicit asset field (`01` + id). */
  readonly nativeAssetField: Uint8Array
  readonly blocks: LiquidBlockRecord[] = []
  readonly blocksByHash = new Map<string, LiquidBlockRecord>()
  readonly txs = new Map<string, LiquidTxRecord>()
  /** Unconfirmed transactions in arrival order. */
  readonly mempool = new Map<string, LiquidTxRecord>()
  readonly spends = new Map<string, Spend>()
  /** Confirmed txids touching each (unconfidential) address, in chain order. */
  readonly addressChain = new Map<string, string[]>()
  readonly addressMempool = new Map<string, Set<string>>()
  /** Confirmed txids with an event of each asset (issuance, burn, peg), in chain order, each once. */
  readonly assetChain = new Map<string, string[]>()
  readonly assetMempool = new Map<string, Set<string>>()
  /** Initial issuances by asset id (confirmed or not). */
  readonly issuances = new Map<string, IssuanceFacts>()
  /** Bitcoin outputs claimed by peg-ins (`txid:vout`) → the claiming txid: each is claimed once. */
  readonly claims = new Map<string, string>()

  constructor(params: LiquidParams) {
    this.params = params
    this.federation = federation(params.name)
    this.nativeAssetField = explicitAsset(fromDisplayHex(params.nativeAsset))
  }

  get tip(): LiquidBlockRecord {
    const tip = this.blocks[this.blocks.length - 1]
    if (!tip) throw new Error('the chain has no blocks')
    return tip
  }

  blockAt(height: number): LiquidBlockRecord | undefined {
    return this.blocks[height - (this.blocks[0]?.height ?? 0)]
  }

  /** The outputs a transaction's inputs spend: null for a coinbase, a peg-in or an unknown output. */
  prevoutsOf(tx: ElementsTx): (LiquidOutput | null)[] {
    const coinbase = tx.inputs[0]?.vout === COINBASE_INDEX
    return tx.inputs.map((input) => {
      if (coinbase || input.pegin) return null
      return this.txs.get(displayHex(input.txid))?.outputs[input.vout] ?? null
    })
  }

  /**
   * The witness plan of a recorded transaction, from its bytes and what its inputs spend; for one that
   * came with its witness (`POST /tx`), that witness itself.
   */
  planOf(
    tx: ElementsTx,
    record: Pick<LiquidTxRecord, 'prevouts' | 'pegins'> & { witness?: TxWitness | undefined },
  ): WitnessPlan {
    return record.witness
      ? planOfWitness(record.witness)
      : witnessPlan(tx, spendFacts(record, this.params))
  }

  /**
   * Indexes a transaction whose known inputs are unspent: records it, its spends, addresses and asset
   * events, and puts it in the mempool until a block confirms it. A generated transaction comes without
   * its witness (drawn when served); `witness` keeps a received one's as it came.
   */
  addTransaction(
    tx: ElementsTx,
    pegins: PeginFacts[],
    firstSeen: number,
    witness?: TxWitness,
  ): LiquidTxRecord {
    const raw = serializeTx(tx, false)
    const parsed = parseTx(raw)
    const txid = hashHex(sha256d(raw))
    const coinbase = parsed.inputs[0]?.vout === COINBASE_INDEX
    const prevouts = this.prevoutsOf(parsed)
    const outputs = parsed.outputs.map((out): LiquidOutput => {
      const fee = isFeeOutput(out)
      return {
        asset: out.asset,
        value: out.value,
        nonce: out.nonce,
        script: out.script,
        type: fee ? 'fee' : scriptType(out.script),
        address: fee ? undefined : scriptAddress(out.script, this.params.address),
      }
    })
    const plan = this.planOf(parsed, { prevouts, pegins, witness })
    const size = raw.length + witnessLength(plan)
    const weight = raw.length * 3 + size
    const native = this.nativeAssetField
    const fee = parsed.outputs
      .filter((out) => isFeeOutput(out) && Buffer.compare(out.asset, native) === 0)
      .reduce((n, out) => n + (amountOf(out.value) ?? 0), 0)
    const record: LiquidTxRecord = {
      txid,
      raw,
      outputs,
      prevouts,
      coinbase,
      pegins,
      events: assetEvents(parsed, pegins, this.params),
      fee,
      size,
      weight,
      vsize: Math.ceil(weight / 4),
      discountVsize: Math.ceil(discountWeight(weight, parsed, plan) / 4),
      firstSeen,
      confirmation: undefined,
      witness,
    }
    if (this.txs.has(txid)) throw new Error(`duplicate transaction ${txid}`)
    this.txs.set(txid, record)
    this.mempool.set(txid, record)
    parsed.inputs.forEach((input, vin) => {
      if (prevouts[vin]) {
        const outpoint = `${displayHex(input.txid)}:${input.vout}`
        if (this.spends.has(outpoint)) throw new Error(`${outpoint} is already spent`)
        this.spends.set(outpoint, { txid, vin })
      }
    })
    parsed.inputs.forEach((input, vin) => {
      if (pegins.some((p) => p.vin === vin))
        this.claims.set(`${displayHex(input.txid)}:${input.vout}`, txid)
    })
    for (const facts of initialIssuances(parsed, txid)) {
      if (!this.issuances.has(facts.asset)) this.issuances.set(facts.asset, facts)
    }
    for (const address of addressesOf(record)) addTo(this.addressMempool, address, txid)
    for (const asset of assetsOf(record)) addTo(this.assetMempool, asset, txid)
    if (!coinbase) this.events.emit('tx', record)
    return record
  }

  /** Appends a block whose transactions are indexed: confirms them and takes them out of the mempool. */
  connectBlock(block: LiquidBlockRecord): void {
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
        takeFrom(this.addressMempool, address, txid)
        pushTo(this.addressChain, address, txid)
      }
      for (const asset of assetsOf(record)) {
        takeFrom(this.assetMempool, asset, txid)
        pushTo(this.assetChain, asset, txid)
      }
    })
    this.events.emit(
      'block',
      block,
      block.txids.map((txid) => this.txs.get(txid) as LiquidTxRecord),
    )
  }
}

/** How the inputs of a recorded transaction are spent, for its witness plan. */
export function spendFacts(
  record: Pick<LiquidTxRecord, 'prevouts' | 'pegins'>,
  params: LiquidParams,
): SpendFacts {
  const native = fromDisplayHex(params.nativeAsset)
  const genesis = fromDisplayHex(params.parentGenesis)
  return {
    prevoutTypes: record.prevouts.map((prevout) => prevout?.type),
    pegins: new Map(
      record.pegins.map((p) => [
        p.vin,
        // Elements' peg-in witness: value (LE), asset, parent genesis, claim script, the Bitcoin
        // transaction, and its merkle proof (a txoutproof: header, count, hashes, flags).
        [
          u64le(p.value),
          native,
          genesis,
          p.claimScript,
          p.mainchainTx,
          { fill: 'bytes', length: 80 + 4 + 1 + 32 * 12 + 1 + 2 },
        ],
      ]),
    ),
  }
}

function addTo(map: Map<string, Set<string>>, key: string, txid: string): void {
  const set = map.get(key)
  if (set) set.add(txid)
  else map.set(key, new Set([txid]))
}

function takeFrom(map: Map<string, Set<string>>, key: string, txid: string): void {
  const set = map.get(key)
  set?.delete(txid)
  if (set?.size === 0) map.delete(key)
}

function pushTo(map: Map<string, string[]>, key: string, txid: string): void {
  const list = map.get(key)
  if (list) list.push(txid)
  else map.set(key, [txid])
}

/** The addresses a transaction pays from or to, each once. */
export function addressesOf(record: LiquidTxRecord): Set<string> {
  const set = new Set<string>()
  for (const o of record.prevouts) if (o?.address) set.add(o.address)
  for (const o of record.outputs) if (o.address) set.add(o.address)
  return set
}

/** The assets a transaction has events of, each once. */
const assetsOf = (record: LiquidTxRecord): Set<string> => new Set(record.events.map((e) => e.asset))
