import type { WebSocket } from 'ws'
import type { Simnet } from '../simnet.js'
import { isSilent } from './faults.js'
import type { NetworkHub } from './ws-hub.js'
import type { Session } from './ws-session.js'
import { HubState } from './ws-state.js'

/** Every open websocket of a simnet, for `dropSockets`. */
const sockets = new WeakMap<Simnet, Set<WebSocket>>()

interface ReorgWatch {
  sessions: Set<Session>
  announce: () => void
}

/** Per hub, its sessions and the chain listener that tells them about reorgs. */
const watches = new WeakMap<NetworkHub, ReorgWatch>()

/**
 * Called by `attachWebsocket` for every connection it accepts: the control API can then drop it, a
 * silence mutes it, and (on a Bitcoin network, the only ones with reorgs) a reorg reaches it.
 */
export function trackSocket(
  simnet: Simnet,
  socket: WebSocket,
  reorgs?: { session: Session; hub: Promise<NetworkHub> },
): void {
  let open = sockets.get(simnet)
  if (!open) {
    open = new Set()
    sockets.set(simnet, open)
  }
  const set = open
  set.add(socket)
  socket.once('close', () => set.delete(socket))
  muteWhenSilent(simnet, socket)
  reorgs?.hub.then(
    (ready) => {
      if (socket.readyState === socket.OPEN) watchReorgs(ready, reorgs.session, socket)
    },
    () => {},
  )
}

/** Terminates every websocket of the simnet at once, as a network drop would. Returns how many. */
export function dropSockets(simnet: Simnet): number {
  const open = [...(sockets.get(simnet) ?? [])]
  for (const socket of open) socket.terminate()
  return open.length
}

/**
 * While the service is silent, whatever the sessions send is dropped: the sessions and the hubs are
 * the protocol's, and a silent server just says nothing, so the socket's own `send` is where to stop it.
 */
function muteWhenSilent(simnet: Simnet, socket: WebSocket): void {
  const send = socket.send.bind(socket)
  socket.send = ((...args: Parameters<typeof send>) => {
    if (!isSilent(simnet)) send(...args)
  }) as typeof socket.send
}

function watchReorgs(hub: NetworkHub, session: Session, socket: WebSocket): void {
  let watch = watches.get(hub)
  if (!watch) {
    const sessions = new Set<Session>()
    const created: ReorgWatch = { sessions, announce: () => announceReorg(hub, sessions) }
    hub.chain.events.on('reorg', created.announce)
    watches.set(hub, created)
    watch = created
  }
  const own = watch
  own.sessions.add(session)
  socket.once('close', () => {
    own.sessions.delete(session)
    if (own.sessions.size > 0) return
    hub.chain.events.off('reorg', own.announce)
    watches.delete(hub)
  })
}

/**
 * What mempool's backend sends on a reorg: the recent blocks of the new best chain to clients that want
 * blocks, the difficulty adjustment to those that want stats. The new blocks themselves follow as
 * `block` pushes, from the hub's next update.
 */
function announceReorg(hub: NetworkHub, sessions: ReadonlySet<Session>): void {
  // A fresh state: the hub's own is the last update's, from before the reorg.
  const state = new HubState(hub)
  for (const session of sessions) {
    const { want } = session.subscriptions
    const parts = [
      ...(want.has('blocks') ? [state.blocks] : []),
      ...(want.has('stats') ? [state.da] : []),
    ]
    if (parts.length) session.send(parts)
  }
}
