import { t } from '@lingui/core/macro'
import type { Network } from '@outpoint/explorer-client'
import { useWatchState } from './model/useWatchState'
import { toggleWatch, type Watch, watchKey } from './model/watches'
import { watchStore } from './model/watchStore'

/** The star of an address's or a transaction's page: adds it to the watch-list or takes it off. */
export function WatchStar({
  type,
  network,
  id,
}: {
  type: Watch['type']
  network: Network
  id: string
}) {
  const { watches } = useWatchState()
  const key = watchKey({ type, network, id })
  const watched = watches.some((w) => watchKey(w) === key)
  const label =
    type === 'address'
      ? watched
        ? t`Stop watching this address`
        : t`Watch this address`
      : watched
        ? t`Stop watching this transaction`
        : t`Watch this transaction`
  return (
    <button
      type="button"
      className="icon-button watch-star"
      aria-pressed={watched}
      aria-label={label}
      title={label}
      data-testid="watch-star"
      onClick={() =>
        watchStore().update((state) => ({
          ...state,
          watches: toggleWatch(state.watches, { type, network, id, added: Date.now() }),
        }))
      }
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={watched ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
