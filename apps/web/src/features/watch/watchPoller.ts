import { confirmationReached, type Notice } from './model/notices'
import { type Payment, paymentNotices } from './model/payments'
import type { Watch } from './model/watches'
import type { WatchFigures } from './watchQueries'

/** A transaction of a watched address's history, as the service's REST routes give it. */
export type PolledPayment = Payment & { txid: string; status: { confirmed: boolean } }

export interface WatchPollerParts {
  /** The chain's tip height. */
  tipHeight(): Promise<number>
  /**
   * A watch's figures, read again; the caller keeps what a transaction's status says (mined, dropped)
   * and notices its first confirmation and its disappearance, as it does for the live feed.
   */
  refresh(watch: Watch): Promise<WatchFigures | undefined>
  /** The height a watched transaction was mined at, as its last status said. */
  minedAt(txid: string): number | undefined
  /** The newest transactions of an address (mempool ones first). */
  addressTransactions(address: string): Promise<PolledPayment[]>
  publish(notices: Notice[]): void
  /** The confirmation count the user wants to hear of (1: only the first). */
  confirmations(): number
  /** A tab in the background asks nothing. */
  hidden(): boolean
  now(): number
}

export interface WatchPoller {
  /** One round: the tip, then each watch in turn (one request at a time: a polite client). */
  poll(): Promise<void>
  stop(): void
}

/**
 * What a poller has seen: the last tip and, per address, its transaction count and the txids seen.
 * Kept by its owner, so a poller built again (a watch added) goes on from there instead of starting a
 * new baseline, which would pass over what happened since the last round.
 */
export interface PollMemory {
  tip: number | undefined
  addresses: Map<string, { count: number; seen: Set<string> }>
}

export const newPollMemory = (): PollMemory => ({ tip: undefined, addresses: new Map() })

/**
 * Follows the watches of a network whose service has no live feed (only the Esplora routes): each
 * round reads the tip and every watch's figures. An address whose transaction count changed has its
 * newest transactions read, and those not seen before are noticed as received or sent; a transaction's
 * N-th confirmation is noticed when the tip passes it. What an address had when the watching began is
 * not news. A round whose tip cannot be read is simply tried again at the next one.
 */
export function createWatchPoller(
  watches: Watch[],
  parts: WatchPollerParts,
  memory: PollMemory = newPollMemory(),
): WatchPoller {
  let running = false
  let stopped = false
  const { addresses } = memory

  const followAddress = async (watch: Watch, count: number) => {
    const known = addresses.get(watch.id)
    if (known && known.count === count) return
    const payments = count === 0 ? [] : await parts.addressTransactions(watch.id)
    if (stopped) return
    const seen = known?.seen ?? new Set<string>()
    const fresh = known ? payments.filter((tx) => !seen.has(tx.txid)) : []
    for (const tx of payments) seen.add(tx.txid)
    addresses.set(watch.id, { count, seen })
    parts.publish(
      fresh.flatMap((tx) => paymentNotices(watch, tx, tx.status.confirmed, parts.now())),
    )
  }

  return {
    async poll() {
      if (running || stopped || parts.hidden()) return
      running = true
      try {
        const height = await parts.tipHeight()
        const previous = memory.tip
        memory.tip = height
        for (const watch of watches) {
          if (stopped) return
          // One watch's failed request (a 429, a dropped connection) is tried again next round; the
          // others go on, and a transaction's known height still meets the new tip.
          const figures = await parts.refresh(watch).catch(() => undefined)
          if (watch.type === 'address') {
            if (figures?.type === 'address') {
              await followAddress(watch, figures.txCount).catch(() => undefined)
            }
            continue
          }
          const mined = parts.minedAt(watch.id)
          if (mined === undefined) continue
          const notice = confirmationReached(
            watch,
            mined,
            previous,
            height,
            parts.confirmations(),
            parts.now(),
          )
          if (notice) parts.publish([notice])
        }
      } catch {
        // The next round tries again.
      } finally {
        running = false
      }
    },
    stop() {
      stopped = true
    },
  }
}
