import type { Network } from '@outpoint/explorer-client'
import { getAddressTransactions, NotFoundError } from '@outpoint/explorer-client'
import { useQueryClient } from '@tanstack/react-query'
import { useContext, useEffect, useRef } from 'react'
import { useNetwork } from '../../app/useNetwork'
import { FeedRegistryContext } from '../../live/FeedRegistryContext'
import { pollWhileShown } from '../../live/pollWhileShown'
import { explorerClientFor } from '../../queries/client'
import { explorerKey } from '../../queries/keys'
import { useDataHost } from '../../queries/useDataHost'
import { tipHeightQueryOptions } from '../../queries/useTipHeight'
import { SettingsContext } from '../../settings/SettingsContext'
import { defaultSettings } from '../../settings/settings'
import {
  confirmationReached,
  droppedNotice,
  isNews,
  type Notice,
  noticeKey,
  stateAfter,
  type TxState,
  transactionNotices,
} from './model/notices'
import { addressNotices, isConfidentialAddressWatch } from './model/payments'
import { useWatchState } from './model/useWatchState'
import { type Watch, watchesByNetwork } from './model/watches'
import { addNotices } from './model/watchState'
import { watchStore } from './model/watchStore'
import { noticeText } from './noticeText'
import { parseFollowModes, useFollowModes } from './useFollowModes'
import { createWatchPoller, newPollMemory, type PollMemory } from './watchPoller'
import { fetchWatchFigures, type WatchFigures, watchQueryKey } from './watchQueries'

/** Browser notifications can be shown: turned on here and granted by the browser. */
export function notificationsAllowed(notify: boolean): boolean {
  return notify && typeof Notification !== 'undefined' && Notification.permission === 'granted'
}

/**
 * Follows every watch live: per network with watches, its feed (the page's own for the page's network)
 * carries one address subscription and one transaction subscription for all of them (`track-addresses`,
 * `track-txs`), and the blocks for the N-th confirmation. A network whose service has only the Esplora
 * routes (no websocket) is polled instead, every 30 s while the tab is shown (createWatchPoller). Events
 * become notices: a browser notification when allowed, else the in-page list and the header's count.
 */
export function useWatchRunner(): void {
  const registry = useContext(FeedRegistryContext)
  const dataHost = useDataHost()
  const queryClient = useQueryClient()
  const settings = useContext(SettingsContext)
  const { watches } = useWatchState()
  const key = JSON.stringify(watches.map((w) => [w.network, w.type, w.id]))
  // Per network: its live feed, polling (a service with only the Esplora routes), or wait for the probe.
  const pageNetwork = useNetwork()
  const modesKey = useFollowModes(
    [...new Set(watches.map((w) => w.network))],
    dataHost,
    pageNetwork,
  )
  // What each network's following has learnt, kept across the effect's runs (a watch starred or
  // removed rebuilds the subscriptions and pollers, which go on from here instead of a new baseline).
  const memories = useRef(new Map<string, NetworkMemory>())

  useEffect(() => {
    if (!registry) return
    const store = watchStore()
    const current = (JSON.parse(key) as [Network, Watch['type'], string][]).map(
      ([network, type, id]): Watch => ({ network, type, id, added: 0 }),
    )
    const stops: (() => void)[] = []
    const modes = parseFollowModes(modesKey)
    for (const [network, list] of watchesByNetwork(current)) {
      const mode = modes.get(network) ?? 'wait'
      if (mode === 'wait') continue
      const client = explorerClientFor(network, dataHost)
      const memoryKey = client.wsUrl
      const memory = memories.current.get(memoryKey) ?? newNetworkMemory()
      memories.current.set(memoryKey, memory)
      const { minedAt, known } = memory
      const refresh = (watch: Watch): Promise<WatchFigures | undefined> =>
        queryClient
          .fetchQuery({
            queryKey: watchQueryKey(client, watch),
            queryFn: ({ signal }) => fetchWatchFigures(client, watch, signal),
            staleTime: 0,
          })
          .then((figures) => {
            if (figures.type !== 'transaction') return figures
            const before = known.get(watch.id)
            if (figures.height !== null) minedAt.set(watch.id, figures.height)
            else minedAt.delete(watch.id)
            if (before === 'replaced') return figures
            known.set(watch.id, figures.confirmed ? 'confirmed' : 'unconfirmed')
            // Mined while a message was missed (a reconnect): the status says so.
            if (figures.confirmed && before === 'unconfirmed') {
              publish([
                { kind: 'confirmed', network, txid: watch.id, confirmations: 1, at: Date.now() },
              ])
            }
            return figures
          })
          .catch((error: unknown) => {
            if (watch.type !== 'transaction' || !(error instanceof NotFoundError)) return undefined
            const dropped = droppedNotice(watch, known.get(watch.id), Date.now())
            if (dropped) {
              known.set(watch.id, 'missing')
              publish([dropped])
            }
            return undefined
          })
      const publish = (notices: Notice[]) => {
        if (!notices.length) return
        let fresh: Notice[] = []
        store.update((state) => {
          const result = addNotices(state, notices)
          fresh = result.fresh
          // Delivered as browser notifications: not counted as unseen in the page.
          return notificationsAllowed(state.notify) && fresh.length
            ? { ...result.state, unseen: state.unseen }
            : result.state
        })
        if (!fresh.length || !notificationsAllowed(store.get().notify)) return
        for (const notice of fresh) {
          const { title, body } = noticeText(notice, (settings?.get() ?? defaultSettings).unit)
          try {
            new Notification(title, { body, tag: noticeKey(notice) })
          } catch {
            // A browser that wants notifications from a service worker only: the in-page list has it.
          }
        }
      }
      // Liquid confidential addresses are polled on any service: mempool's feed files transactions
      // under the unconfidential address, so a subscription to the confidential one hears nothing.
      const polled = mode === 'poll' ? list : list.filter(isConfidentialAddressWatch)
      if (polled.length) {
        const poller = createWatchPoller(
          polled,
          {
            tipHeight: () =>
              queryClient.fetchQuery({ ...tipHeightQueryOptions(client), staleTime: 0 }),
            refresh,
            minedAt: (txid) => minedAt.get(txid),
            addressTransactions: (address) =>
              queryClient.fetchQuery({
                queryKey: explorerKey(client, 'watch', 'address-txs', address),
                queryFn: ({ signal }) => getAddressTransactions(client, { address, signal }),
                staleTime: 0,
              }),
            publish,
            confirmations: () => store.get().confirmations,
            hidden: () => globalThis.document?.hidden ?? false,
            now: Date.now,
          },
          memory.poll,
        )
        const stopPolling = pollWhileShown(() => void poller.poll(), { now: true })
        stops.push(() => {
          poller.stop()
          stopPolling()
        })
      }
      const live = list.filter((watch) => !polled.includes(watch))
      if (!live.length) continue
      const feed = registry.get(client.wsUrl)
      for (const watch of live) {
        void refresh(watch)
        if (watch.type === 'address') {
          stops.push(
            feed.subscribe({ type: 'address', address: watch.id }, (event) => {
              if (event.kind === 'error') {
                const message = event.message
                store.update((state) =>
                  state.refused[network] === message
                    ? state
                    : { ...state, refused: { ...state.refused, [network]: message } },
                )
                return
              }
              publish(addressNotices(watch, event, Date.now()))
              void refresh(watch)
            }),
          )
        } else {
          stops.push(
            feed.subscribe({ type: 'transaction', txid: watch.id }, (event) => {
              const notices = transactionNotices(watch, event, Date.now()).filter((notice) =>
                isNews(notice, known.get(watch.id)),
              )
              for (const notice of notices) {
                const next = stateAfter(notice, known.get(watch.id))
                if (next) known.set(watch.id, next)
              }
              publish(notices)
              if (notices.length) void refresh(watch)
            }),
          )
        }
      }
      const txWatches = live.filter((w) => w.type === 'transaction')
      if (txWatches.length) {
        // The tip before the next blocks message: the last one heard, else the page's (the feed sends
        // no snapshot when something else already wants blocks).
        memory.lastTip ??= queryClient.getQueryData<number>(tipHeightQueryOptions(client).queryKey)
        stops.push(
          feed.subscribe({ type: 'data', name: 'blocks' }, (message) => {
            const heights =
              message.key === 'block' ? [message.data.height] : message.data.map((b) => b.height)
            if (!heights.length) return
            const tip = Math.max(...heights)
            const previous = memory.lastTip
            memory.lastTip = tip
            const wanted = store.get().confirmations
            const notices = txWatches.flatMap((watch) => {
              const height = minedAt.get(watch.id)
              const notice =
                height === undefined
                  ? undefined
                  : confirmationReached(watch, height, previous, tip, wanted, Date.now())
              return notice ? [notice] : []
            })
            publish(notices)
            // Mined in this block or a reorg: the status says at which height.
            if (message.key === 'block') for (const w of txWatches) void refresh(w)
          }),
        )
      }
    }
    return () => {
      for (const stop of stops) stop()
    }
  }, [registry, settings, dataHost, queryClient, key, modesKey])
}

/** What a network's following keeps between the runner's effect runs. */
interface NetworkMemory {
  /** Heights the watched transactions were mined at, for the N-th confirmation. */
  minedAt: Map<string, number>
  /** What is known of each watched transaction, so only changes are noticed. */
  known: Map<string, TxState>
  /** The live feed's last tip. */
  lastTip: number | undefined
  poll: PollMemory
}

const newNetworkMemory = (): NetworkMemory => ({
  minedAt: new Map(),
  known: new Map(),
  lastTip: undefined,
  poll: newPollMemory(),
})
