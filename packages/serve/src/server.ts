import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import type { Duplex } from 'node:stream'
import { originOf, type PagePolicy, pageCsp } from './csp.js'
import { type EvmChain, evmChainConfig } from './evm-chains.js'
import { pageHintsReader } from './page-hints.js'
import { proxyRequest } from './proxy-http.js'
import { proxySocket } from './proxy-socket.js'
import { endWithText } from './raw-answer.js'
import { fromOwnPages } from './same-origin.js'
import { createStaticSite } from './static-site.js'
import { checkSwapApi } from './swap-api.js'
import { isApiPath, isSocketPath, type Upstream } from './upstream.js'

export interface ServeOptions {
  /** The built app: a folder holding `index.html` (`apps/web/dist`). */
  root: string
  /** Where `/api`, `/{network}/api` and their websockets go. */
  upstream: Upstream
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number
  /** Local EVM chains (anvil) for the app's wallet, listed in `/outpoint-config.json` as `evmChains`. */
  evmChains?: readonly EvmChain[]
  /** The swap service's URL, listed in `/outpoint-config.json` as `swapApi` when given. */
  swapApi?: string | undefined
}

export interface RunningServer {
  /** `http://127.0.0.1:{port}` */
  readonly url: string
  readonly port: number
  /** Stops listening and closes every connection, websocket tunnels included. */
  close(): Promise<void>
}

/**
 * Creates the server (not yet listening): config, then the proxy, then the static app. Throws when an
 * EVM chain is malformed or given twice, or the swap service's URL is not an http(s) URL.
 */
export function createAppServer(
  root: string,
  upstream: Upstream,
  tunnels: Set<Duplex>,
  evmChains: readonly EvmChain[] = [],
  swapApi?: string,
): Server {
  // The app asks where its data service is (empty means its own origin: this server's proxy), which
  // local chains its wallet may use and, when one runs, where the swap service is.
  const config = JSON.stringify({
    apiHost: '',
    evmChains: evmChainConfig(evmChains),
    ...(swapApi === undefined ? {} : { swapApi: checkSwapApi(swapApi) }),
  })
  const hints = pageHintsReader(root)
  const site = createStaticSite(root, hints)
  const policy: PagePolicy = {
    connect: [
      ...evmChains.map((chain) => originOf(chain.rpcUrl)),
      ...(swapApi === undefined ? [] : [originOf(checkSwapApi(swapApi))]),
    ],
  }
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://serve').pathname
    if (pathname === '/outpoint-config.json') {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      })
      res.end(req.method === 'HEAD' ? undefined : config)
    } else if (isApiPath(pathname)) {
      proxyRequest(upstream, req, res)
    } else {
      // The app's pages: what they may load and reach (pageCsp), no referrer to the hosts they call.
      res.setHeader('Content-Security-Policy', pageCsp(policy, req, hints().styleHashes))
      res.setHeader('Referrer-Policy', 'no-referrer')
      res.setHeader('X-Frame-Options', 'DENY')
      site(req, res, pathname).catch((error: unknown) => {
        console.error('serve: cannot read a file of the build:', error)
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Internal error\n')
      })
    }
  })
  // Node answers a request it cannot parse itself, with a bare status line; a URL over its 16 KiB header
  // limit (a 20,000-character link) gets a page saying what happened instead.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      endWithText(
        socket,
        '431 Request Header Fields Too Large',
        'This address is too long for Outpoint (over 16 KB). Check the link you followed.\n',
      )
    } else endWithText(socket, '400 Bad Request', 'Outpoint could not read this request.\n')
  })
  server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://serve').pathname
    if (!isSocketPath(pathname)) endWithText(socket, '404 Not Found', '')
    else if (!fromOwnPages(req)) {
      const body = `Forbidden: the live feed is for this app's own pages, not ${req.headers.origin}.\n`
      endWithText(socket, '403 Forbidden', body)
    } else proxySocket(upstream, req, socket, head, tunnels)
  })
  return server
}

/** Serves the built app on 127.0.0.1 only; resolves once it listens. */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  if (!existsSync(join(options.root, 'index.html'))) {
    throw new Error(
      `No built app in ${options.root} (index.html is missing): run \`npm run build -w @outpoint/web\` first.`,
    )
  }
  const tunnels = new Set<Duplex>()
  const server = createAppServer(
    options.root,
    options.upstream,
    tunnels,
    options.evmChains,
    options.swapApi,
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
        for (const socket of tunnels) socket.destroy()
      }),
  }
}
