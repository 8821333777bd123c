import { InvalidParameterError } from '../errors.js'
import { hash, index, oneOf } from '../validate/params.js'
import {
  type Command,
  type DataName,
  trackAddress,
  trackAddresses,
  trackAsset,
  trackMempoolBlock,
  trackRbf,
  trackRbfSummary,
  trackTx,
  want,
} from './commands.js'
import {
  type Connection,
  type ConnectionOptions,
  type ConnectionState,
  createConnection,
} from './connection.js'
import type { ServerMessage } from './messages.js'
import { foldProjectedBlock, type ProjectedBlock } from './projected-block.js'
import {
  dataKeys,
  type Topic,
  type TopicEvent,
  topicKey,
  topicParameters,
  topicValue,
} from './topics.js'

export interface LiveFeedOptions extends ConnectionOptions {
  /** How long (ms) the socket stays open after the last unsubscribe, so a route change does not reconnect. Default 1 000. */
  closeDelay?: number
}

export interface LiveFeed {
  /**
   * Subscribes to a topic and returns the unsubscribe function. The socket opens with the first subscriber
   * and closes after the last; subscribers of one topic share one server subscription; every subscription
   * is sent again after a reconnect.
   */
  subscribe<T extends Topic>(topic: T, handler: (event: TopicEvent<T>) => void): () => void
  readonly state: ConnectionState
  onStateChange(listener: (state: ConnectionState) => void): () => void
  /** The connection underneath: raw commands (`send`) and raw messages (`onMessage`). */
  readonly connection: Connection
  /** Drops every subscription and closes the socket now. */
  close(): void
}

type Handler = (event: unknown) => void
interface Entry {
  topic: Topic
  handlers: Set<Handler>
}

const stops: Record<string, Command> = {
  want: want([]),
  'track-address': trackAddress('stop'),
  'track-addresses': trackAddresses([]),
  'track-tx': trackTx('stop'),
  'track-txs': { 'track-txs': [] },
  'track-mempool-block': trackMempoolBlock(-1),
  'track-rbf': trackRbf('stop'),
  'track-rbf-summary': trackRbfSummary(false),
  'track-asset': trackAsset('stop'),
}

/** Throws InvalidParameterError for a topic the server would not understand. */
function checkTopic(topic: Topic): void {
  oneOf('topic type', topic?.type, Object.keys(topicParameters))
  if (topic.type === 'data') oneOf('name', topic.name, Object.keys(dataKeys))
  if (topic.type === 'transaction') hash('txid', topic.txid)
  if (topic.type === 'asset') hash('assetId', topic.assetId)
  if (topic.type === 'rbf') oneOf('mode', topic.mode, ['all', 'fullRbf'])
  // Full address validation needs the network: REST actions do it; here the form is checked.
  if (topic.type === 'address' && !/^[a-zA-Z0-9]{14,130}$/.test(topic.address)) {
    throw new InvalidParameterError('address', topic.address, 'an address')
  }
  if (topic.type === 'mempool-block' && index('index', topic.index) > 7) {
    throw new InvalidParameterError('index', topic.index, 'an integer from 0 to 7')
  }
}

/**
 * Creates a live feed over the service's websocket.
 *
 * @example
 * const feed = createLiveFeed({ url: client.wsUrl, WebSocket })
 * const stop = feed.subscribe({ type: 'data', name: 'blocks' }, (m) => console.log(m.key))
 */
export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const connection = createConnection(options)
  const logger = options.logger ?? console
  const closeDelay = options.closeDelay ?? 1_000
  const entries = new Map<string, Entry>()
  let sent = new Map<string, string>()
  let projected: ProjectedBlock | undefined
  let awaitingSnapshot = false
  let tip = -1
  let closeTimer: ReturnType<typeof setTimeout> | undefined

  const topics = <T extends Topic['type']>(type: T) =>
    [...entries.values()]
      .map((e) => e.topic)
      .filter((t): t is Extract<Topic, { type: T }> => t.type === type)
  const values = (type: Topic['type']) => topics(type).map(topicValue) as string[]

  /** The commands the current subscriptions need, keyed by the server-side setting each one sets. */
  const desired = (): Map<string, Command> => {
    const data = values('data').sort() as DataName[]
    const addresses = values('address')
    const txids = values('transaction')
    const [block] = values('mempool-block') as unknown as number[]
    const rbf = values('rbf')
    const [asset] = values('asset')
    const commands: [string, Command | false | 0 | '' | undefined][] = [
      ['want', data.length && want(data)],
      ['track-address', addresses.length === 1 && trackAddress(addresses[0] as string)],
      ['track-addresses', addresses.length > 1 && trackAddresses(addresses)],
      ['track-tx', txids.length === 1 && trackTx(txids[0] as string)],
      ['track-txs', txids.length > 1 && { 'track-txs': txids }],
      ['track-mempool-block', block !== undefined && trackMempoolBlock(block)],
      ['track-rbf', rbf.length && trackRbf(rbf.includes('all') ? 'all' : 'fullRbf')],
      ['track-rbf-summary', values('rbf-summary').length && trackRbfSummary(true)],
      ['track-asset', asset && trackAsset(asset)],
    ]
    return new Map(commands.filter((c): c is [string, Command] => !!c[1]))
  }

  /** Sends what changed since the last sync: stops for dropped settings, commands for new or changed ones. */
  const sync = () => {
    if (connection.state !== 'online') return
    const next = desired()
    for (const key of sent.keys()) if (!next.has(key)) connection.send(stops[key] as Command)
    const nextSent = new Map<string, string>()
    for (const [key, command] of next) {
      const json = JSON.stringify(command)
      if (sent.get(key) !== json) connection.send(command)
      nextSent.set(key, json)
    }
    sent = nextSent
  }

  connection.onOpen(() => {
    sent = new Map()
    projected = undefined
    awaitingSnapshot = false
    sync()
  })

  const emit = (entry: Entry, event: unknown) => {
    for (const handler of [...entry.handlers]) {
      try {
        handler(event)
      } catch (error) {
        logger.error('Live feed subscriber failed', error)
      }
    }
  }

  const route = (entry: Entry, message: ServerMessage) => {
    const { topic } = entry
    const { key, data } = message
    switch (topic.type) {
      case 'data':
        if (dataKeys[topic.name].includes(key)) emit(entry, message)
        return
      case 'address':
      case 'asset': {
        const kind =
          key === 'address-transactions'
            ? 'mempool'
            : key === 'block-transactions'
              ? 'confirmed'
              : key === 'address-removed-transactions' && topic.type === 'address'
                ? 'removed'
                : undefined
        if (kind) return emit(entry, { kind, transactions: data })
        if (key === 'multi-address-transactions' && topic.type === 'address') {
          const own = data[topic.address]
          if (!own) return
          for (const k of ['mempool', 'confirmed', 'removed'] as const) {
            if (own[k]?.length) emit(entry, { kind: k, transactions: own[k] })
          }
        }
        if (key === 'track-addresses-error' && topic.type === 'address')
          emit(entry, { kind: 'error', message: data })
        return
      }
      case 'transaction': {
        const single = topics('transaction').length === 1
        if (key === 'txPosition' || key === 'tx') {
          if (data.txid === topic.txid) emit(entry, message)
        } else if (key === 'txConfirmed') {
          if (data === topic.txid) emit(entry, message)
        } else if (key === 'tracked-txs') {
          const own = data[topic.txid]
          if (own) emit(entry, { key, data: { [topic.txid]: own } })
        } else if (key === 'track-txs-error') {
          emit(entry, message)
        } else if (
          single &&
          ['txReplaced', 'rbfTransaction', 'rbfInfo', 'utxoSpent'].includes(key)
        ) {
          emit(entry, message)
        }
        return
      }
      case 'mempool-block': {
        if (key !== 'projected-block-transactions') return
        if (awaitingSnapshot && !data.blockTransactions) return
        const result = foldProjectedBlock(projected, data, topic.index)
        if (result === 'ignore') return
        if (result === 'resync') {
          projected = undefined
          awaitingSnapshot = true
          connection.send(trackMempoolBlock(topic.index))
          return
        }
        awaitingSnapshot = false
        projected = result.block
        emit(entry, projected)
        return
      }
      case 'rbf':
        if (key !== 'rbfLatest') return
        emit(
          entry,
          topic.mode === 'all' ? message : { key, data: data.filter((tree) => tree.fullRbf) },
        )
        return
      case 'rbf-summary':
        if (key === 'rbfLatestSummary' || key === 'rbfSummary') emit(entry, message)
    }
  }

  connection.onMessage((message) => {
    // A block more than one above the last seen tip means blocks were missed: ask for the recent ones.
    // (Heights are whole numbers: parseFrame checked them.)
    const heights =
      message.key === 'blocks'
        ? message.data.map((b) => b.height)
        : message.key === 'block'
          ? [message.data.height]
          : []
    for (const height of heights) {
      if (message.key === 'block' && tip >= 0 && height > tip + 1)
        connection.send({ 'refresh-blocks': true })
      tip = Math.max(tip, height)
    }
    for (const entry of [...entries.values()]) route(entry, message)
  })

  const subscribe = (topic: Topic, handler: Handler) => {
    checkTopic(topic)
    // The server keys addresses in their canonical form: bech32 (hrp + '1') is lowercase.
    if (topic.type === 'address' && /^[a-z]{2,4}1/i.test(topic.address)) {
      topic = { ...topic, address: topic.address.toLowerCase() }
    }
    const key = topicKey(topic)
    for (const type of ['mempool-block', 'asset'] as const) {
      const other = topics(type)[0]
      if (topic.type === type && other && topicKey(other) !== key) {
        throw new InvalidParameterError(
          'topic',
          key,
          `one ${type} at a time per connection (${topicKey(other)} is tracked)`,
        )
      }
    }
    // Opening first: when it throws (no WebSocket), no subscription is left behind.
    connection.open()
    let entry = entries.get(key)
    if (!entry) {
      entry = { topic, handlers: new Set() }
      entries.set(key, entry)
    }
    // A wrapper per subscription: the same function subscribed twice is two subscriptions.
    const own: Handler = (event) => handler(event)
    entry.handlers.add(own)
    clearTimeout(closeTimer)
    sync()
    let active = true
    return () => {
      if (!active) return
      active = false
      const current = entries.get(key)
      current?.handlers.delete(own)
      if (current && current.handlers.size === 0) {
        entries.delete(key)
        if (topic.type === 'mempool-block') projected = undefined
      }
      sync()
      if (entries.size > 0) return
      const shut = () => {
        connection.close()
        sent = new Map()
      }
      if (closeDelay > 0) closeTimer = setTimeout(shut, closeDelay)
      else shut()
    }
  }

  return {
    subscribe: subscribe as LiveFeed['subscribe'],
    get state() {
      return connection.state
    },
    onStateChange: connection.onStateChange,
    connection,
    close() {
      clearTimeout(closeTimer)
      entries.clear()
      projected = undefined
      sent = new Map()
      connection.close()
    },
  }
}
