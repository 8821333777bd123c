import {
  type Chain,
  type ChainOf,
  isLiquidNetwork,
  type Network,
  type Protocol,
  type ResolveNetwork,
  resolveEndpoint,
  resolveNetwork,
} from './networks.js'
import { createHttpTransport, type RequestFn, type TransportOptions } from './transport/http.js'
import type { AddressInfo, LiquidAddressInfo, LiquidUtxo, Utxo } from './wire/address.js'
import type { LiquidTransaction } from './wire/liquid.js'
import type { Transaction } from './wire/transaction.js'

export interface ExplorerClientOptions<
  N extends Network | undefined = Network | undefined,
  C extends Chain | undefined = Chain | undefined,
> {
  /** Hostname with optional port. Default `mempool.space`. */
  host?: string
  /** Default `main`. */
  network?: N
  /** `liquid` makes `main`/`testnet` mean `liquid`/`liquidtestnet`. Default: from the network. */
  chain?: C
  /** Default: `http` for local and private-network hosts, else `https`. */
  protocol?: Protocol
  /** fetch, timeout, retries, headers. */
  transport?: TransportOptions
}

export interface ExplorerClient<N extends Network = Network> {
  readonly network: N
  readonly chain: ChainOf<N>
  readonly host: string
  readonly protocol: Protocol
  /** `{protocol}://{host}{prefix}/api/`. */
  readonly baseUrl: string
  /** `{ws|wss}://{host}{prefix}/api/v1/ws`: hand it to the live feed. */
  readonly wsUrl: string
  /** Sends one REST request through the client's transport (used by every action). */
  readonly request: RequestFn
}

/** The transaction type a client returns: Liquid transactions differ from Bitcoin ones. */
export type TransactionOf<N extends Network> = N extends 'liquid' | 'liquidtestnet'
  ? LiquidTransaction
  : Transaction
export type AddressInfoOf<N extends Network> = N extends 'liquid' | 'liquidtestnet'
  ? LiquidAddressInfo
  : AddressInfo
export type UtxoOf<N extends Network> = N extends 'liquid' | 'liquidtestnet' ? LiquidUtxo : Utxo

/**
 * Creates a client for one network of a mempool.space-compatible data service. Nothing is sent until an
 * action is called with it.
 *
 * @example
 * const client = createExplorerClient({ host: 'mempool.space', network: 'signet' })
 * const height = await getBlockTipHeight(client)
 */
export function createExplorerClient<
  const N extends Network | undefined = undefined,
  const C extends Chain | undefined = undefined,
>(options: ExplorerClientOptions<N, C> = {}): ExplorerClient<ResolveNetwork<C, N>> {
  const network = resolveNetwork(options.network, options.chain) as ResolveNetwork<C, N>
  const endpoint = resolveEndpoint(options.host ?? 'mempool.space', network, options.protocol)
  return {
    network,
    chain: (isLiquidNetwork(network) ? 'liquid' : 'bitcoin') as ChainOf<ResolveNetwork<C, N>>,
    ...endpoint,
    request: createHttpTransport(endpoint.baseUrl, options.transport),
  }
}
