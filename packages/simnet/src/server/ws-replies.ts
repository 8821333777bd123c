import type { TrackedTx } from '@outpoint/explorer-client/live'
import type { Chain } from '../chain/chain.js'
import { rbfSummary, rbfTrees, replacedBy } from '../chain/replacements.js'
import { bitcoinAddress } from './checks.js'
import { type ClientCommand, type DataName, txidOf } from './ws-commands.js'
import { FrameParts, type Part, part } from './ws-frame.js'
import type { NetworkHub } from './ws-hub.js'
import type { Session } from './ws-session.js'
import { stratumFeed } from './ws-stratum.js'

/** `track-txs` accepts this many txids; more is an error and closes the connection (2.1). */
export const maxTrackedTxs = 100

/** The address as the chain keys it (bech32 lowercased), or undefined when it is not one of the network's. */
function canonicalAddress(chain: Chain, value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  try {
    return bitcoinAddress(value, chain.params)
  } catch {
    return undefined
  }
}

/**
 * What the `track-txs` answer says of a txid (websocket-handler.ts): mempool's `confirmed` starts true and
 * turns false for a replaced or waiting transaction, so an unknown txid is answered `{ confirmed: true }`
 * too; a replacement adds `replacedBy`, a waiting transaction its `position`.
 */
function trackedTx(hub: NetworkHub, txid: string): TrackedTx {
  const by = replacedBy(hub.sim, txid)
  const position = hub.projection.positionOf(txid)
  const waiting = hub.chain.mempool.has(txid)
  return {
    confirmed: !by && !waiting,
    ...(by && { replacedBy: by }),
    ...(position && { position }),
  }
}

/**
 * The limit `track-addresses` and `track-scriptpubkeys` share: over it, the error (mempool's wording)
 * and nothing tracked.
 */
function overLimit(
  kind: 'addresses' | 'scriptpubkeys',
  count: number,
  max: number,
  reply: FrameParts,
): boolean {
  if (count <= max) return false
  const message = `too many ${kind} requested, this connection supports tracking a maximum of ${max} ${kind}`
  reply.add(part(`track-${kind}-error`, message, false))
  return true
}

/** The parts of one update that the commands every network answers alike read. */
export interface ReplyState {
  readonly init: Buffer
  readonly blocks: Part
  readonly mempoolBlocks: Part
  readonly stats: Part[]
  readonly tomahawk: Part
  projectedSnapshot(index: number): Part
}

/** What the shared commands need of a network beside its state. */
export interface ReplyNetwork {
  readonly state: ReplyState
  readonly maxTrackedAddresses: number
  /** The address as the chain keys it, or undefined when it is not one of the network's. */
  canonicalAddress(value: string | undefined): string | undefined
  /** What `tracked-txs` says about a transaction now, or undefined when simnet knows nothing of it. */
  trackedTx(txid: string): TrackedTx | undefined
  /** Answers a command the network has its own way with (or ignores). */
  own(command: ClientCommand, reply: FrameParts): void
}

/**
 * Applies one client frame's commands in order and answers them: `init` in a frame of its own (as the
 * real server sends it), everything else together in one frame. The commands every network answers
 * alike are answered here; the network answers the rest.
 */
export function answerCommands<Change>(
  session: Session<Change>,
  network: ReplyNetwork,
  commands: ClientCommand[],
): void {
  const subs = session.subscriptions
  const { state } = network
  const reply = new FrameParts()
  let closeAfter: string | undefined
  for (const command of commands) {
    switch (command.type) {
      case 'init':
        session.send(state.init)
        break
      case 'ping':
        reply.add(part('pong', true))
        break
      case 'want': {
        const added = command.names.filter((name) => !subs.want.has(name))
        subs.want = new Set(command.names)
        const snapshots: Record<DataName, () => Part[]> = {
          blocks: () => [state.blocks],
          'mempool-blocks': () => [state.mempoolBlocks],
          stats: () => state.stats,
          tomahawk: () => [state.tomahawk],
          'live-2h-chart': () => [],
        }
        for (const name of added) reply.add(...snapshots[name]())
        break
      }
      case 'refresh-blocks':
        reply.add(state.blocks)
        break
      case 'track-txs': {
        if (command.txids.length > maxTrackedTxs) {
          reply.add(
            part(
              'track-txs-error',
              `too many txids requested, this connection supports tracking a maximum of ${maxTrackedTxs} txids`,
              false,
            ),
          )
          subs.trackTxs = undefined
          closeAfter = 'Too many txids'
          break
        }
        const txids = command.txids.map(txidOf).filter((t): t is string => !!t)
        subs.trackTxs = txids.length
          ? new Map(txids.map((txid) => [txid, { cpfp: undefined }]))
          : undefined
        const known: Record<string, TrackedTx> = {}
        for (const txid of txids) {
          const tracked = network.trackedTx(txid)
          if (tracked) known[txid] = tracked
        }
        if (Object.keys(known).length) reply.add(part('tracked-txs', known, false))
        break
      }
      case 'track-address':
        subs.address = network.canonicalAddress(command.address)
        break
      case 'track-addresses': {
        const max = network.maxTrackedAddresses
        if (overLimit('addresses', command.addresses.length, max, reply)) {
          subs.addresses = undefined
          break
        }
        const addresses = command.addresses
          .map((a) => network.canonicalAddress(a))
          .filter((a): a is string => !!a)
        subs.addresses = addresses.length ? new Set(addresses) : undefined
        break
      }
      case 'track-mempool-block':
        subs.mempoolBlock = command.index
        if (command.index !== undefined) reply.add(state.projectedSnapshot(command.index))
        break
      default:
        network.own(command, reply)
    }
  }
  if (reply.size) session.send(reply.list())
  if (closeAfter) session.close(1008, closeAfter)
}

/** Applies a Bitcoin client frame's commands: the shared ones, replacements, CPFP and Bitcoin's own. */
export function applyCommands(session: Session, hub: NetworkHub, commands: ClientCommand[]): void {
  const subs = session.subscriptions
  const { state, chain } = hub
  const own = (command: ClientCommand, reply: FrameParts): void => {
    switch (command.type) {
      case 'track-tx': {
        const { txid, watchMempool } = command
        subs.trackTx = txid ? { txid, watchMempool, awaiting: false, cpfp: undefined } : undefined
        if (!txid) break
        reply.add(state.txPosition(txid))
        if (!watchMempool) break
        const by = replacedBy(hub.sim, txid)
        const record = chain.txs.get(txid)
        if (by) reply.add(part('txReplaced', { txid: by }, false))
        else if (record && hub.projection.positionOf(txid)) reply.add(state.tx(record))
        else if (!record?.confirmation) {
          subs.trackTx = { txid, watchMempool, awaiting: true, cpfp: undefined }
        }
        break
      }
      case 'track-rbf':
        subs.rbf = command.mode
        if (command.mode) {
          const trees = rbfTrees(hub.sim, { fullRbfOnly: command.mode === 'fullRbf' })
          reply.add(part('rbfLatest', trees, false))
        }
        break
      case 'track-rbf-summary':
        subs.rbfSummary = command.on
        if (command.on) reply.add(part('rbfLatestSummary', rbfSummary(hub.sim), false))
        break
      case 'track-scriptpubkeys': {
        const { scripts } = command
        const over = overLimit(
          'scriptpubkeys',
          scripts.length,
          hub.options.maxTrackedAddresses,
          reply,
        )
        subs.scriptPubKeys = !over && scripts.length ? new Set(scripts) : undefined
        break
      }
      case 'track-mempool-txids':
        subs.mempoolTxids = command.on
        break
      case 'track-mempool':
        subs.mempool = command.on
        break
      case 'track-accelerations':
        // Simnet has no acceleration service: the list is empty and never changes.
        subs.accelerations = command.on
        if (command.on) reply.add(part('accelerations', { accelerations: [] }, false))
        break
      case 'track-wallet':
        subs.wallet = command.wallet
        break
      case 'track-stratum':
        subs.stratum = command.pool
        if (command.pool !== undefined) {
          reply.add(part('stratumJobs', stratumFeed(hub).current(), false))
        }
        break
      case 'track-donation':
        subs.donation = command.id
        break
    }
  }
  answerCommands(
    session,
    {
      state,
      maxTrackedAddresses: hub.options.maxTrackedAddresses,
      canonicalAddress: (value) => canonicalAddress(chain, value),
      trackedTx: (txid) => trackedTx(hub, txid),
      own,
    },
    commands,
  )
}
