import { createServer, type Server, type ServerResponse } from 'node:http'
import type { SimChain } from '../chain/history.js'
import { type LiquidNetworkName, type LiquidSim, liquidNetworkNames } from '../liquid/sim.js'
import { type BitcoinNetworkName, bitcoinNetworkNames, bitcoinParams } from '../params.js'
import type { Simnet } from '../simnet.js'
import { bitcoinRoutes } from './bitcoin-routes.js'
import { blockRoutes } from './block-routes.js'
import { blockStatsRoutes } from './block-stats-routes.js'
import { handleControl } from './control.js'
import { isMempoolOnly } from './esplora-only.js'
import { applyFaults } from './faults.js'
import { lightningRoutes } from './lightning-routes.js'
import { liquidRoutes } from './liquid-routes.js'
import { mempoolRoutes } from './mempool-routes.js'
import { miningRoutes } from './mining-routes.js'
import { HttpError, type Reply, Router, readBody } from './router.js'
import { attachWebsocket, refuseWebsocket } from './ws.js'

/** CORS as the real service sends it: any origin may read, with the usual methods and headers. */
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Accept',
  'access-control-expose-headers': 'X-Total-Count, X-Total-Results',
}

/** Splits `/liquid/api/v1/blocks` into the Liquid network and the path under `/api`. */
export function splitLiquidPath(
  pathname: string,
): { network: LiquidNetworkName; path: string } | undefined {
  for (const name of liquidNetworkNames) {
    const prefix = `/${name}/api`
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { network: name, path: pathname.slice(prefix.length) || '/' }
    }
  }
  return undefined
}

/** Splits `/testnet/api/v1/blocks` into the network and the path under `/api`. */
export function splitPath(
  pathname: string,
): { network: BitcoinNetworkName; path: string } | undefined {
  for (const name of bitcoinNetworkNames) {
    const prefix = `${bitcoinParams[name].prefix}/api`
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { network: name, path: pathname.slice(prefix.length) || '/' }
    }
  }
  return undefined
}

function send(res: ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200
  if ('json' in reply) {
    res
      .writeHead(status, { ...cors, 'content-type': 'application/json', ...reply.headers })
      .end(JSON.stringify(reply.json))
  } else if ('binary' in reply) {
    res
      .writeHead(status, { ...cors, 'content-type': 'application/octet-stream', ...reply.headers })
      .end(reply.binary)
  } else {
    res
      .writeHead(status, { ...cors, 'content-type': 'text/plain', ...reply.headers })
      .end(reply.text)
  }
}

export interface AppOptions {
  /**
   * Answer as a bare Esplora (electrs, blockstream.info) does: mempool's own routes (`/api/v1/*`) are
   * 404 with electrs' text and the websocket upgrade is refused. The control API stays.
   */
  esploraOnly?: boolean
}

/** The HTTP side of simnet: every network's REST API under its prefix, and the websocket. */
export function createApp(simnet: Simnet, options: AppOptions = {}): Server {
  const esploraOnly = options.esploraOnly ?? false
  const router = lightningRoutes(
    miningRoutes(
      mempoolRoutes(bitcoinRoutes(blockStatsRoutes(blockRoutes(new Router<SimChain>())))),
    ),
  )
  const liquidRouter = liquidRoutes(new Router<LiquidSim>())
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
      const url = new URL(req.url ?? '/', 'http://simnet')
      if (url.pathname.startsWith('/_simnet/') && (await handleControl(req, res, simnet))) return
      if (await applyFaults(req, res, simnet)) return
      const method = req.method ?? 'GET'
      const body = method === 'POST' ? await readBody(req, 4_000_000, 'Request body too large') : ''
      const query = url.searchParams
      const liquid = splitLiquidPath(url.pathname)
      const apiPath = liquid?.path ?? splitPath(url.pathname)?.path
      if (esploraOnly && apiPath !== undefined && isMempoolOnly(apiPath))
        throw new HttpError(404, `endpoint does not exist "${url.pathname}"`)
      if (liquid) {
        const route = liquidRouter.match(method, liquid.path)
        if (!route) throw new HttpError(404, `endpoint does not exist "${url.pathname}"`)
        const state = await simnet.liquid(liquid.network)
        return send(res, await route.handler({ state, params: route.params, query, body }))
      }
      const target = splitPath(url.pathname)
      const route = target && router.match(method, target.path)
      if (!target || !route) throw new HttpError(404, `endpoint does not exist "${url.pathname}"`)
      const state = await simnet.bitcoin(target.network)
      send(res, await route.handler({ state, params: route.params, query, body }))
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500
      const message = error instanceof HttpError ? error.message : 'Internal server error'
      if (!(error instanceof HttpError)) console.error(error)
      if (!res.headersSent) send(res, { status, text: message })
    }
  })
  if (esploraOnly) refuseWebsocket(server)
  else attachWebsocket(server, simnet)
  return server
}
