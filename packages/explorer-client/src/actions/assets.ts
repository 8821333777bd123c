import type { ExplorerClient } from '../client.js'
import type { LiquidNetwork } from '../networks.js'
import { path } from '../transport/http.js'
import { hash } from '../validate/params.js'
import { arrayOf, hex64, object, text } from '../validate/shape.js'
import type { Asset, FeaturedAsset } from '../wire/asset.js'
import type { LiquidTransaction } from '../wire/liquid.js'
import { type CallOptions, getJson, requireLiquid } from './common.js'

type LiquidClient = ExplorerClient<LiquidNetwork>

export interface AssetParameters extends CallOptions {
  /** Asset id, 64 hex. */
  assetId: string
}

/** Transactions per page of `/asset/:id/txs/chain`. */
export const assetTransactionsPageSize = 25

const assetPath = (client: ExplorerClient, id: string, what: string) => {
  requireLiquid(client, what)
  return path`asset/${hash('assetId', id)}`
}

/** `GET /asset/:id`: the native asset (L-BTC, peg stats) or an issued asset (issuance stats, registry fields). */
export async function getAsset(
  client: LiquidClient,
  { assetId, signal }: AssetParameters,
): Promise<Asset> {
  return getJson(
    client,
    assetPath(client, assetId, 'assets'),
    object('asset_id', 'chain_stats'),
    signal,
  )
}

/** `GET /v1/asset/:id/icon`: the PNG icon (404 NotFoundError when the asset has none). */
export async function getAssetIcon(
  client: LiquidClient,
  { assetId, signal }: AssetParameters,
): Promise<Uint8Array> {
  requireLiquid(client, 'asset icons')
  return client.request({
    path: path`v1/asset/${hash('assetId', assetId)}/icon`,
    as: 'binary',
    signal,
  })
}

/**
 * `GET /asset/:id/txs/chain[/:last_seen]` (25 a page, empty at the end), or with `isMempool`
 * `GET /asset/:id/txs/mempool`. Native asset: peg-ins, peg-outs and burns; issued: (re)issuances and burns.
 */
export async function getAssetTransactions(
  client: LiquidClient,
  {
    assetId,
    isMempool,
    lastSeenTxid,
    signal,
  }: AssetParameters & { isMempool?: boolean | undefined; lastSeenTxid?: string | undefined },
): Promise<LiquidTransaction[]> {
  const base = assetPath(client, assetId, 'asset transactions')
  const p = isMempool
    ? `${base}/txs/mempool`
    : lastSeenTxid === undefined
      ? `${base}/txs/chain`
      : `${base}/txs/chain/${hash('lastSeenTxid', lastSeenTxid)}`
  return getJson(client, p, arrayOf(object('txid', 'vin', 'vout')), signal)
}

/**
 * `GET /asset/:id/supply[/decimal]`: circulating supply as exact decimal text (base units, or divided by
 * 10^precision with `decimal`); kept as text because it can exceed 2^53. A blinded supply answers 400.
 */
export async function getAssetSupply(
  client: LiquidClient,
  { assetId, decimal, signal }: AssetParameters & { decimal?: boolean | undefined },
): Promise<string> {
  const base = `${assetPath(client, assetId, 'asset supply')}/supply`
  const shape = decimal
    ? text(/^\d+(\.\d+)?(e[+-]?\d+)?$/i, 'a decimal number')
    : text(/^\d+$/, 'an integer')
  return client.request({
    path: decimal ? `${base}/decimal` : base,
    as: 'text',
    check: shape,
    signal,
  })
}

/** `GET /v1/assets/icons`: ids of the assets that have an icon. */
export async function getAssetIcons(
  client: LiquidClient,
  { signal }: CallOptions = {},
): Promise<string[]> {
  requireLiquid(client, 'asset icons')
  return getJson(client, path`v1/assets/icons`, arrayOf(hex64), signal)
}

/** `GET /v1/assets/featured`: the assets liquid.network features on its assets page. */
export async function getFeaturedAssets(
  client: LiquidClient,
  { signal }: CallOptions = {},
): Promise<FeaturedAsset[]> {
  requireLiquid(client, 'featured assets')
  return getJson(client, path`v1/assets/featured`, arrayOf(object('name')), signal)
}
