import type { Transaction, TxStatus, Utxo } from '@outpoint/explorer-client'
import type { ScanResult } from './scan'

export interface WalletTx {
  txid: string
  status: TxStatus
  /** Received minus spent by the wallet's addresses, in sats (negative: sent). */
  net: number
  fee: number
}

export interface WalletUtxo extends Utxo {
  address: string
}

export interface WalletSummary {
  confirmed: number
  unconfirmed: number
  history: WalletTx[]
  utxos: WalletUtxo[]
  usedAddresses: number
}

/** Newest first: unconfirmed transactions, then by height. */
function newestFirst(a: WalletTx, b: WalletTx): number {
  const ha = a.status.confirmed ? (a.status.block_height ?? 0) : Number.POSITIVE_INFINITY
  const hb = b.status.confirmed ? (b.status.block_height ?? 0) : Number.POSITIVE_INFINITY
  return hb - ha
}

function netOf(tx: Transaction, mine: ReadonlySet<string>): number {
  let net = 0
  for (const out of tx.vout)
    if (out.scriptpubkey_address && mine.has(out.scriptpubkey_address)) net += out.value
  for (const input of tx.vin) {
    const address = input.prevout?.scriptpubkey_address
    if (address && mine.has(address)) net -= input.prevout?.value ?? 0
  }
  return net
}

/**
 * The wallet as one: balances from the addresses' stats, one history entry per transaction (a payment
 * between two of its addresses counted once, with its net effect on the whole wallet), every UTXO.
 */
export function summarizeWallet(scan: ScanResult): WalletSummary {
  const mine = new Set(scan.used.map((u) => u.address))
  let confirmed = 0
  let unconfirmed = 0
  const byTxid = new Map<string, Transaction>()
  const utxos: WalletUtxo[] = []
  for (const entry of scan.used) {
    const { chain_stats: c, mempool_stats: m } = entry.info
    confirmed += c.funded_txo_sum - c.spent_txo_sum
    unconfirmed += m.funded_txo_sum - m.spent_txo_sum
    for (const tx of entry.transactions) if (!byTxid.has(tx.txid)) byTxid.set(tx.txid, tx)
    for (const utxo of entry.utxos) utxos.push({ ...utxo, address: entry.address })
  }
  const history = [...byTxid.values()]
    .map((tx) => ({ txid: tx.txid, status: tx.status, net: netOf(tx, mine), fee: tx.fee }))
    .sort(newestFirst)
  utxos.sort((a, b) => b.value - a.value)
  return { confirmed, unconfirmed, history, utxos, usedAddresses: scan.used.length }
}
