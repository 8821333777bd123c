import type { FederationUtxo, Peg } from '@outpoint/explorer-client'
import { Transaction } from 'bitcoinjs-lib'
import { outputScript, scriptAddress } from '../bitcoin/script.js'
import { hashHex, sha256d } from '../bitcoin/tx.js'
import { displayHex } from './bytes.js'
import { parseTx } from './elements-tx.js'
import { pegoutOf } from './events.js'
import { auditOffset, backedBooks, expiredInAudit, timelock } from './pegs-backed.js'
import type { LiquidSim } from './state.js'

/*
 * The federation's books as mempool's backend keeps them (backend/src/api/liquid/elements-parser.ts):
 * `elements_pegs` (one row per confirmed peg-in, peg-out and L-BTC burn) and `federation_txos` (the
 * Bitcoin outputs the federation holds: each peg-in's deposit, and the change of its payouts). Built
 * from the chain's own peg events, so the figures agree with the transactions and with L-BTC's stats.
 *
 * Served by simnet, a Liquid network is linked to its parent chain (simnet's main or testnet, see
 * federation/): every peg-in, historic or live, claims a real deposit of the parent chain (102
 * confirmations deep at the claim), every peg-out is paid by a real transaction of the parent chain
 * (the history's in the parent's generated history, in batches a few hours apart, see
 * federation/history-payouts.ts; later ones at each Liquid block), and the
 * books are read from the parent chain (pegs-backed.ts): heights, times, block hashes, spends.
 *
 * A Liquid network generated alone (unit tests) has no parent chain: its Bitcoin heights follow the
 * parent's schedule (ten minutes a block), the payouts are derived batches (one per Bitcoin block for
 * the peg-outs confirmed two blocks before), and Bitcoin block hashes are derived from their height.
 */

/** A row of `elements_pegs`: the client's `Peg`, with the Liquid block's height and time as stored. */
export interface PegRow extends Omit<Peg, 'blocktime'> {
  block: number
  datetime: number
}

/** A row of `federation_txos`: the client's `FederationUtxo`, with when it was spent. */
export interface FederationTxo extends Omit<FederationUtxo, 'isDust'> {
  /** Bitcoin time it was spent, 0 while unspent. */
  spentAt: number
}

export interface FederationBooks {
  pegs: PegRow[]
  txos: FederationTxo[]
  /** The Bitcoin tip simnet's audit counts to, and the last block it audited. */
  bitcoinTip: number
  lastBlockAudit: number
}

/** Confirmations a peg-in's deposit needs on Bitcoin before it can be claimed on Liquid. */
const peginDepth = 102
/** Bitcoin blocks between a peg-out's Liquid block and the federation's payout. */
const payoutDelay = 2
const bitcoinInterval = 600

const bitcoinHeightAt = (sim: LiquidSim, time: number): number =>
  sim.params.parent.tipHeight + Math.floor((time - sim.params.parent.tipTime) / bitcoinInterval)
export const bitcoinTimeAt = (sim: LiquidSim, height: number): number =>
  sim.params.parent.tipTime + (height - sim.params.parent.tipHeight) * bitcoinInterval

/** A Bitcoin block's hash: the parent chain's, or derived from its height without one. */
export const bitcoinBlockHash = (sim: LiquidSim, height: number): string =>
  sim.parent?.chain.blockAt(height)?.hash ??
  hashHex(sha256d(Buffer.from(`${sim.params.parent.name} block ${height}`)))

const derived = (label: string) => hashHex(sha256d(Buffer.from(label)))

/** The federation's change address on the parent chain. */
function changeAddress(sim: LiquidSim): string {
  const script = outputScript.p2wsh(sha256d(Buffer.from(`${sim.name} federation change`)))
  return scriptAddress(script, sim.params.parent) ?? ''
}

/** Peg rows and the peg-in deposits, from the confirmed transactions in chain order. */
function pegsOf(sim: LiquidSim): { pegs: PegRow[]; deposits: FederationTxo[] } {
  const native = sim.params.nativeAsset
  const pegs: PegRow[] = []
  const deposits: FederationTxo[] = []
  for (const txid of sim.chain.assetChain.get(native) ?? []) {
    const record = sim.chain.txs.get(txid)
    const confirmation = record?.confirmation
    if (!record || !confirmation) continue
    const block = sim.chain.blockAt(confirmation.height)
    if (!block) continue
    const parsed = parseTx(record.raw)
    const row = { block: block.height, datetime: block.time, txid }
    for (const event of record.events) {
      if (event.asset !== native) continue
      if (event.kind === 'pegin') {
        const input = parsed.inputs[event.vin]
        const pegin = record.pegins.find((p) => p.vin === event.vin)
        if (!input || !pegin) continue
        const bitcoinTxid = displayHex(input.txid)
        const paid = Transaction.fromBuffer(Buffer.from(pegin.mainchainTx)).outs[input.vout]
        const address = paid ? (scriptAddress(paid.script, sim.params.parent) ?? '') : ''
        pegs.push({
          ...row,
          amount: event.value,
          txindex: event.vin,
          bitcoinaddress: address,
          bitcointxid: bitcoinTxid,
          bitcoinindex: input.vout,
        })
        const depositHeight = bitcoinHeightAt(sim, block.time) - peginDepth
        deposits.push({
          txid: bitcoinTxid,
          txindex: input.vout,
          bitcoinaddress: address,
          amount: event.value,
          blocknumber: depositHeight,
          blocktime: bitcoinTimeAt(sim, depositHeight),
          spentAt: 0,
          pegtxid: txid,
          pegindex: event.vin,
          pegblocktime: block.time,
          timelock,
          expiredAt: 0,
        })
      } else if (event.kind === 'pegout' || event.kind === 'burn') {
        const output = parsed.outputs[event.vout]
        const pegout = event.kind === 'pegout' && output ? pegoutOf(output, sim.params) : undefined
        pegs.push({
          ...row,
          amount: -event.value,
          txindex: event.vout,
          bitcoinaddress: pegout ? (scriptAddress(pegout.script, sim.params.parent) ?? '') : '',
          bitcointxid: '',
          bitcoinindex: 0,
        })
      }
    }
  }
  return { pegs, deposits }
}

/**
 * The federation's payouts up to `auditHeight`: each Bitcoin block pays the peg-outs confirmed
 * `payoutDelay` blocks before, spending its oldest outputs (deposits confirmed before it) and keeping
 * the change. A batch the reserves cannot cover waits.
 */
function payOut(sim: LiquidSim, pegs: PegRow[], txos: FederationTxo[], auditHeight: number) {
  const batches = new Map<number, PegRow[]>()
  for (const peg of pegs) {
    if (peg.amount >= 0 || !peg.bitcoinaddress) continue
    const height = bitcoinHeightAt(sim, peg.datetime) + payoutDelay
    if (height > auditHeight) continue
    batches.set(height, [...(batches.get(height) ?? []), peg])
  }
  const change = changeAddress(sim)
  for (const height of [...batches.keys()].sort((a, b) => a - b)) {
    const batch = batches.get(height) ?? []
    const fee = 2_000 + 150 * batch.length
    const needed = batch.reduce((n, p) => n - p.amount, fee)
    const time = bitcoinTimeAt(sim, height)
    const available = txos
      .filter((t) => !t.spentAt && t.blocknumber < height)
      .sort((a, b) => a.blocknumber - b.blocknumber)
    const spent: FederationTxo[] = []
    let total = 0
    for (const txo of available) {
      if (total >= needed) break
      spent.push(txo)
      total += txo.amount
    }
    if (total < needed) continue
    const payout = derived(`${sim.name} payout ${height}`)
    for (const txo of spent) txo.spentAt = time
    batch.forEach((peg, i) => {
      peg.bitcointxid = payout
      peg.bitcoinindex = i
    })
    if (total > needed) {
      txos.push({
        txid: payout,
        txindex: batch.length,
        bitcoinaddress: change,
        amount: total - needed,
        blocknumber: height,
        blocktime: time,
        spentAt: 0,
        pegtxid: '',
        pegindex: 0,
        pegblocktime: 0,
        timelock,
        expiredAt: 0,
      })
    }
  }
  // Outputs past their timelock expire (the emergency keys could spend them); a later spend keeps it.
  for (const txo of txos) {
    const expires = txo.blocknumber + txo.timelock
    const spentHeight = txo.spentAt ? bitcoinHeightAt(sim, txo.spentAt) : undefined
    if (expiredInAudit(expires, auditHeight, spentHeight))
      txo.expiredAt = bitcoinTimeAt(sim, expires)
  }
}

const cache = new WeakMap<LiquidSim, { key: string; books: FederationBooks }>()

/** The federation's books at `now` (Unix seconds): the confirmed pegs, and the audit up to the Bitcoin tip less one. */
export function federationBooks(sim: LiquidSim, now: number): FederationBooks {
  const bitcoinTip = sim.parent ? sim.parent.chain.tip.height : bitcoinHeightAt(sim, now)
  const key = `${sim.chain.tip.hash}:${sim.parent?.chain.tip.hash ?? bitcoinTip}`
  const cached = cache.get(sim)
  if (cached?.key === key) return cached.books
  const { pegs, deposits } = pegsOf(sim)
  if (sim.parent) {
    const books = backedBooks(sim.parent, pegs)
    cache.set(sim, { key, books })
    return books
  }
  const lastBlockAudit = bitcoinTip - auditOffset
  payOut(sim, pegs, deposits, lastBlockAudit)
  const books = { pegs, txos: deposits, bitcoinTip, lastBlockAudit }
  cache.set(sim, { key, books })
  return books
}
