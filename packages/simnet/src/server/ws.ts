import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { LiquidNetworkName } from '../liquid/sim.js'
import type { BitcoinNetworkName } from '../params.js'
import type { Simnet } from '../simnet.js'
import { splitLiquidPath, splitPath } from './app.js'
import { trackSocket } from './control-sockets.js'
import { LiquidHub } from './liquid-ws-hub.js'
import { type HubOptions, NetworkHub } from './ws-hub.js'
import { Session } from './ws-session.js'

/** The websocket's path under a network's `/api`. */
const wsPath = '/v1/ws'

/**
 * The websocket protocol of mempool.space (section B of the explorer API reference) at
 * `{prefix}/api/v1/ws` for every network. One hub per network computes each update once; connections
 * only pick the parts they subscribed to. Closing the HTTP server closes every socket and stops every
 * listener and timer.
 */
export function attachWebsocket(
  server: Server,
  simnet: Simnet,
  options: Partial<HubOptions> = {},
): void {
  const hubOptions: HubOptions = {
    updateInterval: 1_000,
    statisticsInterval: 60_000,
    maxTrackedAddresses: 10,
    ...options,
  }
  // Frames over 50 kB are the session's to terminate; ws itself cuts anything absurdly larger.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1_000_000 })
  const hubs = new Map<BitcoinNetworkName | LiquidNetworkName, Promise<NetworkHub | LiquidHub>>()
  let closed = false

  /** A network's hub, created on its first connection (once its chain is ready). */
  const hubOf = <H extends NetworkHub | LiquidHub>(
    network: BitcoinNetworkName | LiquidNetworkName,
    create: () => Promise<H>,
  ): Promise<H> => {
    let hub = hubs.get(network) as Promise<H> | undefined
    if (!hub) {
      hub = create().then((created) => {
        if (closed) {
          created.dispose()
          throw new Error('the server is closing')
        }
        return created
      })
      hub.catch(() => {})
      hubs.set(network, hub)
    }
    return hub
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://simnet').pathname
    const bitcoin = splitPath(pathname)
    const liquid = splitLiquidPath(pathname)
    if (closed || (bitcoin?.path !== wsPath && liquid?.path !== wsPath)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (liquid) {
        const network = liquid.network
        const hub = hubOf(network, () =>
          simnet.liquid(network).then((sim) => new LiquidHub(sim, hubOptions)),
        )
        new Session(ws, hub)
        // The control API's hook: drop every socket, mute them during a silence.
        trackSocket(simnet, ws)
        return
      }
      if (!bitcoin) return
      const network = bitcoin.network
      const hub = hubOf(network, () =>
        simnet.bitcoin(network).then((sim) => new NetworkHub(sim, hubOptions)),
      )
      // The control API's hook: drop every socket, mute them during a silence, announce reorgs.
      trackSocket(simnet, ws, { session: new Session(ws, hub), hub })
    })
  }

  const shutdown = () => {
    if (closed) return
    closed = true
    server.off('upgrade', onUpgrade)
    for (const ws of wss.clients) ws.close(1001, 'Server closing')
    wss.close()
    for (const hub of hubs.values())
      hub.then(
        (h) => h.dispose(),
        () => {},
      )
    hubs.clear()
  }

  // An HTTP server only emits 'close' once every connection has ended, upgraded sockets included: the
  // sockets have to be closed when closing starts.
  const close = server.close.bind(server)
  server.close = ((callback?: (error?: Error) => void) => {
    shutdown()
    return close(callback)
  }) as Server['close']
  server.once('close', shutdown)
  server.on('upgrade', onUpgrade)
}

/**
 * No websocket, as a bare Esplora has none: every upgrade is answered 404 and closed, so a client's
 * socket fails at once rather than hanging.
 */
export function refuseWebsocket(server: Server): void {
  server.on('upgrade', (_req: IncomingMessage, socket: Duplex) => {
    const body = 'no websocket: this service has only the Esplora routes'
    socket.end(
      `HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  })
}
