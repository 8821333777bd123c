import { confidentialScriptPubKey } from '@outpoint/explorer-client/address'
import type { LiveTransaction, TransactionsEvent } from '@outpoint/explorer-client/live'
import type { Notice } from './notices'
import type { Watch } from './watches'

// What a payment to or from a watched address says of it: apart from notices.ts, which the header's
// badge loads with the app, since only the watch runner (a chunk of its own) reads transactions.

/** The parts of a transaction (live or over REST) that say whom it pays and what it spends. */
export type Payment = Pick<LiveTransaction, 'vin' | 'vout'>

type Output = { scriptpubkey?: string | undefined; scriptpubkey_address?: string | undefined }

/**
 * Whether an output (or a spent one) is the watched address's: by its address, and for a Liquid
 * confidential address, which transactions name by its unconfidential form, by its script.
 */
function ownerOf(watch: Watch): (output: Output | null | undefined) => boolean {
  const address = watch.id.toLowerCase()
  const script = confidentialScriptPubKey(watch.id, watch.network)
  return (output) =>
    !!output &&
    (output.scriptpubkey_address?.toLowerCase() === address ||
      (script !== undefined && output.scriptpubkey === script))
}

/** Sats a transaction pays to the watched address and spends from it; null where Liquid hides an amount. */
function flows(tx: Payment, ours: (output: Output | null | undefined) => boolean) {
  // 0 when none of the address's outputs is there; null once one of them hides its amount.
  let received: number | null = 0
  let spent: number | null = 0
  for (const output of tx.vout) {
    if (!ours(output)) continue
    received =
      typeof output.value === 'number' && received !== null ? received + output.value : null
  }
  for (const { prevout } of tx.vin) {
    if (!prevout || !ours(prevout)) continue
    spent = typeof prevout.value === 'number' && spent !== null ? spent + prevout.value : null
  }
  return { in: received, out: spent }
}

/**
 * The notices a watched address's live event brings: a payment to it is `received`, one spending from it
 * `sent` (the amount it lost, change deducted); a transaction that left the mempool unmined is `dropped`.
 */
export function addressNotices(watch: Watch, event: TransactionsEvent, at: number): Notice[] {
  if (event.kind === 'error') return []
  const { network } = watch
  return event.transactions.flatMap((tx): Notice[] => {
    if (event.kind === 'removed') return [{ kind: 'dropped', network, txid: tx.txid, at }]
    return paymentNotices(watch, tx, event.kind === 'confirmed', at)
  })
}

/**
 * What a transaction the watched address took part in says of it: `sent` when it spends from the address
 * (the amount it lost, change deducted), `received` when it only pays to it, nothing otherwise.
 */
export function paymentNotices(
  watch: Watch,
  tx: Payment & { txid: string },
  confirmed: boolean,
  at: number,
): Notice[] {
  const { network, id: address } = watch
  const flow = flows(tx, ownerOf(watch))
  if (flow.out !== 0) {
    const sats = flow.out === null || flow.in === null ? null : flow.out - flow.in
    return [{ kind: 'sent', network, address, txid: tx.txid, sats, confirmed, at }]
  }
  if (flow.in !== 0) {
    return [{ kind: 'received', network, address, txid: tx.txid, sats: flow.in, confirmed, at }]
  }
  return []
}

/** A watch of a Liquid confidential address (its payments are found by script, see ownerOf). */
export const isConfidentialAddressWatch = (watch: Watch): boolean =>
  watch.type === 'address' && confidentialScriptPubKey(watch.id, watch.network) !== undefined
