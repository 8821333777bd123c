import type { ExplorerClient } from '../client.js'
import type { LiquidNetwork } from '../networks.js'
import { schema } from '../validate/schema.js'
import { arrayOf, type Check, object, text } from '../validate/shape.js'
import type { Asset, FeaturedAsset, IssuedAsset } from '../wire/asset.js'
import type { LiquidTransaction } from '../wire/liquid.js'
import { liquidAsset, registeredAsset } from './asset-shapes.js'
import {
  actionRoutes,
  type CallOptions,
  type EndpointOptions,
  endpoint,
  withRoutes,
} from './endpoint.js'
import { shapes } from './esplora-shapes.js'

type LiquidClient = ExplorerClient<LiquidNetwork>

export interface AssetParameters extends CallOptions {
  /** Asset id, 64 hex. */
  assetId: string
}

/** Transactions per page of `/asset/:id/txs/chain`. */
export const assetTransactionsPageSize = 25

/** An asset route: assets live on Liquid networks only. */
const liquidOnly = <F>(path: string, check?: Check, options: EndpointOptions = {}) =>
  endpoint<F>(path, check, { ...options, chain: 'liquid' })
const txs = schema(shapes.txs.liquid)

/** `GET /asset/:id`: the native asset (L-BTC, peg stats) or an issued asset (issuance stats, registry fields). */
export const getAsset = liquidOnly<
  (client: LiquidClient, params: AssetParameters) => Promise<Asset>
>('asset/:assetId', liquidAsset)

/** `GET /v1/asset/:id/icon`: the PNG icon (404 NotFoundError when the asset has none). */
export const getAssetIcon = liquidOnly<
  (client: LiquidClient, params: AssetParameters) => Promise<Uint8Array>
>('v1/asset/:assetId/icon', undefined, { as: 'binary' })

type AssetTransactionsParameters = AssetParameters & {
  isMempool?: boolean | undefined
  lastSeenTxid?: string | undefined
}
type AssetTransactions = (
  client: LiquidClient,
  params: AssetTransactionsParameters,
) => Promise<LiquidTransaction[]>
const assetChainTransactions = liquidOnly<AssetTransactions>(
  'asset/:assetId/txs/chain/:lastSeenTxid?',
  txs,
)
const assetMempoolTransactions = liquidOnly<AssetTransactions>('asset/:assetId/txs/mempool', txs)

/**
 * `GET /asset/:id/txs/chain[/:last_seen]` (25 a page, empty at the end), or with `isMempool`
 * `GET /asset/:id/txs/mempool`. Native asset: peg-ins, peg-outs and burns; issued: (re)issuances and burns.
 */
export const getAssetTransactions: AssetTransactions = withRoutes<AssetTransactions>(
  (client, params) =>
    (params.isMempool ? assetMempoolTransactions : assetChainTransactions)(client, params),
  [...actionRoutes(assetChainTransactions), ...actionRoutes(assetMempoolTransactions)],
)

type AssetSupply = (
  client: LiquidClient,
  params: AssetParameters & { decimal?: boolean | undefined },
) => Promise<string>
const supply = liquidOnly<AssetSupply>('asset/:assetId/supply', text(/^\d+$/, 'an integer'), {
  as: 'text',
})
const decimalSupply = liquidOnly<AssetSupply>(
  'asset/:assetId/supply/decimal',
  text(/^\d+(\.\d+)?(e[+-]?\d+)?$/i, 'a decimal number'),
  { as: 'text' },
)

/**
 * `GET /asset/:id/supply[/decimal]`: circulating supply as exact decimal text (base units, or divided by
 * 10^precision with `decimal`); kept as text because it can exceed 2^53. A blinded supply answers 400.
 */
export const getAssetSupply: AssetSupply = withRoutes<AssetSupply>(
  (client, params) => (params.decimal ? decimalSupply : supply)(client, params),
  [...actionRoutes(supply), ...actionRoutes(decimalSupply)],
)

/** `GET /v1/assets/icons`: ids of the assets that have an icon. */
export const getAssetIcons = liquidOnly<
  (client: LiquidClient, options?: CallOptions) => Promise<string[]>
>('v1/assets/icons', schema(['h']))

/** `GET /v1/assets/featured`: the assets liquid.network features on its assets page. */
export const getFeaturedAssets = liquidOnly<
  (client: LiquidClient, options?: CallOptions) => Promise<FeaturedAsset[]>
>('v1/assets/featured', arrayOf(object('name')))

/** Entries of a full `/assets/registry` page: the most esplora serves, and what this client asks for. */
export const assetRegistryPageLimit = 100

type AssetRegistry = (
  client: LiquidClient,
  params?: CallOptions & { startIndex?: number | undefined },
) => Promise<IssuedAsset[]>

/**
 * `GET /assets/registry?limit=100&start_index=` (esplora): the registered assets, sorted by ticker, each as
 * `/asset/:id` answers it with its registry fields, 100 a page. A shorter page is the last.
 */
export const getAssetRegistry = liquidOnly<AssetRegistry>(
  'assets/registry',
  schema([registeredAsset]),
  { query: { start_index: 'startIndex?', limit: assetRegistryPageLimit } },
)
