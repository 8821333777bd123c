import type { Network } from '@outpoint/explorer-client'
import { isNetwork } from '../../../app/networks'
import { type Notice, noticeKey } from './notices'
import { checkWatch, isWatchProblem, type Watch, watchFormatVersion } from './watches'

/** The watch-list's own storage key (settings, the wallet and the swaps have theirs). */
export const watchStorageKey = 'outpoint.watch'

/** How many notices the in-page list keeps. */
export const noticeLimit = 20

export interface WatchState {
  watches: Watch[]
  /** Browser notifications wanted (the permission is the browser's to give). Off until turned on. */
  notify: boolean
  /** The confirmation count noticed after the first (1 to 100). */
  confirmations: number
  /** The last notices, newest first. */
  notices: Notice[]
  /** Notices not seen on the /watch page yet: the header's badge. */
  unseen: number
  /** The stored data could not be read and was set aside: the page says so once. */
  corrupt: boolean
  /** What the service said when it refused to follow a network's addresses (too many): this session's. */
  refused: Partial<Record<Network, string>>
}

export const emptyWatchState: WatchState = {
  watches: [],
  notify: false,
  confirmations: 6,
  notices: [],
  unseen: 0,
  corrupt: false,
  refused: {},
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200
/** A time a Date can hold (ms). */
const isTime = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 8.64e15

/**
 * A stored notice, each kind with the fields its text reads: one missing or of the wrong type (a hand
 * edit, a half write) would throw where the page writes it, so such an entry is left out.
 */
const isNotice = (value: unknown): value is Notice => {
  if (!value || typeof value !== 'object') return false
  const n = value as Record<string, unknown>
  if (!isText(n.txid) || !isNetwork(n.network) || !isTime(n.at)) return false
  switch (n.kind) {
    case 'confirmed':
      return (
        typeof n.confirmations === 'number' &&
        Number.isInteger(n.confirmations) &&
        n.confirmations >= 1
      )
    case 'replaced':
      return isText(n.by)
    case 'dropped':
      return true
    case 'received':
    case 'sent':
      return (
        isText(n.address) &&
        typeof n.confirmed === 'boolean' &&
        (n.sats === null || (typeof n.sats === 'number' && Number.isFinite(n.sats)))
      )
    default:
      return false
  }
}

export const clampConfirmations = (n: unknown): number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 100 ? n : 6

/**
 * The state from stored text. Nothing stored: empty. Text that is not this version's shape (a hand edit,
 * a newer app's, a half write): empty with `corrupt` set, never a crash; single bad entries are dropped.
 */
export function parseWatchState(text: string | null): WatchState {
  if (text === null) return emptyWatchState
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ...emptyWatchState, corrupt: true }
  }
  const stored = value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  if (!stored || stored.version !== watchFormatVersion || !Array.isArray(stored.watches)) {
    return { ...emptyWatchState, corrupt: true }
  }
  const watches = stored.watches
    .map((entry, index) => checkWatch(entry, index))
    .filter((w): w is Watch => !isWatchProblem(w))
  const notices = Array.isArray(stored.notices) ? stored.notices.filter(isNotice) : []
  return {
    watches,
    notify: stored.notify === true,
    confirmations: clampConfirmations(stored.confirmations),
    notices: notices.slice(0, noticeLimit),
    unseen: typeof stored.unseen === 'number' && stored.unseen >= 0 ? Math.floor(stored.unseen) : 0,
    corrupt: watches.length !== stored.watches.length,
    refused: {},
  }
}

/** The text stored for a state (`corrupt` and `refused` are this session's to say, not stored). */
export function watchStateText(state: WatchState): string {
  const { corrupt: _, refused: __, ...rest } = state
  return JSON.stringify({ version: watchFormatVersion, ...rest })
}

/**
 * The state with `notices` added, newest first, and the ones that were new: a notice already in the list
 * (the same event heard again after a reconnect) is left out.
 */
export function addNotices(
  state: WatchState,
  notices: readonly Notice[],
): { state: WatchState; fresh: Notice[] } {
  const known = new Set(state.notices.map(noticeKey))
  const fresh: Notice[] = []
  for (const notice of notices) {
    const key = noticeKey(notice)
    if (known.has(key)) continue
    known.add(key)
    fresh.push(notice)
  }
  if (!fresh.length) return { state, fresh }
  return {
    state: {
      ...state,
      notices: [...[...fresh].reverse(), ...state.notices].slice(0, noticeLimit),
      unseen: state.unseen + fresh.length,
    },
    fresh,
  }
}
