import type { Network } from '@outpoint/explorer-client'
import type { TransactionTopicEvent } from '@outpoint/explorer-client/live'
import type { Watch } from './watches'

/** Something that happened to a watch: what a notification or the in-page list says. */
export type Notice = { network: Network; at: number } & (
  | { kind: 'confirmed'; txid: string; confirmations: number }
  | { kind: 'replaced'; txid: string; by: string }
  | { kind: 'dropped'; txid: string }
  | {
      kind: 'received' | 'sent'
      address: string
      txid: string
      sats: number | null
      confirmed: boolean
    }
)

/** One key per event, so the same event heard twice (a reconnect's replay) is noticed once. */
export function noticeKey(notice: Notice): string {
  switch (notice.kind) {
    case 'confirmed':
      return `${notice.network}:confirmed:${notice.txid}:${notice.confirmations}`
    case 'replaced':
      return `${notice.network}:replaced:${notice.txid}`
    case 'dropped':
      return `${notice.network}:dropped:${notice.txid}`
    default:
      return `${notice.network}:${notice.kind}:${notice.address}:${notice.txid}`
  }
}

/** The notices a watched transaction's live event brings (`at`: now, ms). */
export function transactionNotices(
  watch: Watch,
  event: TransactionTopicEvent,
  at: number,
): Notice[] {
  const { network, id: txid } = watch
  switch (event.key) {
    case 'txConfirmed':
      return event.data === txid ? [{ kind: 'confirmed', network, txid, confirmations: 1, at }] : []
    case 'txReplaced':
    case 'rbfTransaction':
      return [{ kind: 'replaced', network, txid, by: event.data.txid, at }]
    case 'tracked-txs': {
      const entry = event.data[txid]
      if (!entry) return []
      const notices: Notice[] = []
      if (entry.confirmed) notices.push({ kind: 'confirmed', network, txid, confirmations: 1, at })
      if (entry.replacedBy)
        notices.push({ kind: 'replaced', network, txid, by: entry.replacedBy, at })
      return notices
    }
    default:
      return []
  }
}

/**
 * The N-th confirmation (`wanted` > 1; the first is noticed as it is mined) as a new tip gives it to a
 * transaction mined at `height`. Tips come now and then (a poll every 30 s, a live feed that missed blocks
 * while a laptop slept), so the count may pass `wanted` between two: a notice when the tip went from below
 * `wanted` confirmations (`previousTip`) to at least `wanted`; none for the first tip, whose count is not news.
 */
export function confirmationReached(
  watch: Watch,
  height: number,
  previousTip: number | undefined,
  tip: number,
  wanted: number,
  at: number,
): Notice | undefined {
  if (wanted <= 1 || previousTip === undefined) return undefined
  const before = previousTip - height + 1
  const now = tip - height + 1
  if (before >= wanted || now < wanted) return undefined
  return { kind: 'confirmed', network: watch.network, txid: watch.id, confirmations: wanted, at }
}

/** What the page last knew of a watched transaction: from its status over REST or an event since. */
export type TxState = 'unconfirmed' | 'confirmed' | 'replaced' | 'missing'

/**
 * Whether a transaction watch's notice is news. The service answers a `track-txs` subscription with
 * `confirmed: true` for every txid not in its mempool (mined long ago, or unknown) and `track-tx` with
 * `txReplaced` for one replaced before: only a transaction last known unconfirmed can confirm, be
 * replaced or be dropped. The N-th confirmation counts on its own (its height comes from the status).
 */
export function isNews(notice: Notice, known: TxState | undefined): boolean {
  if (notice.kind === 'confirmed' && notice.confirmations > 1) return true
  return known === 'unconfirmed'
}

/** The state a notice leaves a watched transaction in. */
export function stateAfter(notice: Notice, known: TxState | undefined): TxState | undefined {
  if (notice.kind === 'confirmed') return 'confirmed'
  if (notice.kind === 'replaced') return 'replaced'
  if (notice.kind === 'dropped') return 'missing'
  return known
}

/** A watched transaction that was unconfirmed and that the service no longer knows: dropped. */
export function droppedNotice(
  watch: Watch,
  known: TxState | undefined,
  at: number,
): Notice | undefined {
  return known === 'unconfirmed'
    ? { kind: 'dropped', network: watch.network, txid: watch.id, at }
    : undefined
}
