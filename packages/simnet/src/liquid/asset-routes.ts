import { hex64 } from '../server/checks.js'
import { HttpError, type Router } from '../server/router.js'
import {
  assetHistory,
  assetJson,
  assetMeta,
  decimalSupply,
  isKnownAsset,
  precisionOf,
  supplyOf,
} from './assets.js'
import { txsJson } from './format.js'
import { assetIcon } from './icon.js'
import type { LiquidSim } from './state.js'

/** L-BTC's icon colour. */
const nativeColor = 'f7931a'
const icons = new WeakMap<LiquidSim, Map<string, Uint8Array>>()

/** The assets simnet has icons for (as mempool's icons.json): L-BTC and the registry's. */
function iconOf(sim: LiquidSim, asset: string): Uint8Array | undefined {
  let cache = icons.get(sim)
  if (!cache) {
    cache = new Map()
    icons.set(sim, cache)
  }
  const cached = cache.get(asset)
  if (cached) return cached
  const color =
    asset === sim.params.nativeAsset
      ? nativeColor
      : sim.registry.find((r) => r.assetId === asset)?.color
  if (!color) return undefined
  const icon = assetIcon(color)
  cache.set(asset, icon)
  return icon
}

const iconIds = (sim: LiquidSim): string[] => [
  sim.params.nativeAsset,
  ...sim.registry.map((r) => r.assetId),
]

/** An asset id parameter: 400 on bad hex, 404 as electrs when the chain has no such asset. */
function asset(sim: LiquidSim, id: string | undefined): string {
  const checked = hex64(id)
  if (!isKnownAsset(sim, checked)) throw new HttpError(404, 'Asset id not found')
  return checked
}

/**
 * Electrs' asset routes (`/asset/:id…`, `/assets/registry`) and mempool's icon and featured routes
 * (`/v1/asset/:id/icon`, `/v1/assets/icons`, `/v1/assets/featured`).
 */
export function assetRoutes(router: Router<LiquidSim>): Router<LiquidSim> {
  return router
    .get('/asset/:id', ({ state, params }) => ({
      json: assetJson(state, asset(state, params.id)),
    }))
    .get('/asset/:id/txs', ({ state, params }) => {
      const history = assetHistory(state, asset(state, params.id))
      return {
        json: txsJson(state.chain, [
          ...history.mempool.slice(0, 50),
          ...history.chain.slice(0, 25),
        ]),
      }
    })
    .get('/asset/:id/txs/mempool', ({ state, params }) => ({
      json: txsJson(state.chain, assetHistory(state, asset(state, params.id)).mempool.slice(0, 50)),
    }))
    .get('/asset/:id/txs/chain/:last?', ({ state, params }) => {
      const history = assetHistory(state, asset(state, params.id)).chain
      // electrs skips to the last seen txid; an unknown one leaves nothing after it.
      const start = params.last === undefined ? 0 : history.indexOf(hex64(params.last)) + 1
      const page = params.last !== undefined && start === 0 ? [] : history.slice(start, start + 25)
      return { json: txsJson(state.chain, page) }
    })
    .get('/asset/:id/supply', ({ state, params }) => {
      const supply = supplyOf(state, asset(state, params.id))
      if (supply === undefined) throw new HttpError(400, 'Asset supply is blinded')
      return { text: String(supply) }
    })
    .get('/asset/:id/supply/decimal', ({ state, params }) => {
      const id = asset(state, params.id)
      const supply = supplyOf(state, id)
      if (supply === undefined) throw new HttpError(400, 'Asset supply is blinded')
      return { text: decimalSupply(supply, precisionOf(state, id)) }
    })
    .get('/assets/registry', ({ state, query }) => {
      const start = Number(query.get('start_index') ?? 0) || 0
      const limit = Math.min(Number(query.get('limit') ?? 25) || 25, 100)
      const field = query.get('sort_field') ?? 'ticker'
      const dir = query.get('sort_dir') ?? 'asc'
      if (!['name', 'ticker', 'domain'].includes(field))
        throw new HttpError(400, 'invalid sort field')
      if (!['asc', 'desc'].includes(dir)) throw new HttpError(400, 'invalid sort direction')
      const key = (r: LiquidSim['registry'][number]) =>
        (field === 'domain'
          ? r.contract.entity.domain
          : r.contract[field === 'name' ? 'name' : 'ticker']
        ).toLowerCase()
      const sorted = state.registry
        .slice()
        .sort((a, b) =>
          key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.assetId < b.assetId ? -1 : 1,
        )
      if (dir === 'desc') sorted.reverse()
      return {
        json: sorted.slice(start, start + limit).map((r) => assetJson(state, r.assetId)),
        headers: { 'x-total-results': String(sorted.length), 'cache-control': 'no-store' },
      }
    })
    .get('/v1/asset/:id/icon', ({ state, params }) => {
      const icon = iconOf(state, (params.id ?? '').toLowerCase())
      if (!icon) throw new HttpError(404, 'Asset icon not found')
      return { binary: icon, headers: { 'content-type': 'image/png' } }
    })
    .get('/v1/assets/icons', ({ state }) => ({ json: iconIds(state) }))
    .get('/v1/assets/featured', ({ state }) => ({
      // The shape liquid.network's featured list has for single assets: id, name, ticker.
      json: state.registry.map((r) => {
        const meta = assetMeta(r)
        return { asset: r.assetId, name: meta.name, ticker: meta.ticker }
      }),
    }))
}
