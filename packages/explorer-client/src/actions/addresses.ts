import type { AddressInfoOf, ExplorerClient, TransactionOf, UtxoOf } from '../client.js'
import type { Network } from '../networks.js'
import { path } from '../transport/http.js'
import { address } from '../validate/address.js'
import { hash } from '../validate/params.js'
import { arrayOf, object } from '../validate/shape.js'
import { type CallOptions, getJson } from './common.js'

export interface AddressParameters extends CallOptions {
  /** An address of the client's network. */
  address: string
}

const txShape = object('txid', 'vin', 'vout')
const addressPath = (client: ExplorerClient, a: string) =>
  path`address/${address('address', a, client.network)}`

/** `GET /address/:address`: chain and mempool stats (balance = funded - spent). */
export async function getAddress<N extends Network>(
  client: ExplorerClient<N>,
  { address: a, signal }: AddressParameters,
): Promise<AddressInfoOf<N>> {
  return getJson(
    client,
    addressPath(client, a),
    object('address', 'chain_stats', 'mempool_stats'),
    signal,
  )
}

/**
 * `GET /address/:address/txs`: newest first, mempool transactions then confirmed ones (50 in all on mempool).
 * `afterTxid` (mempool/electrs only) pages on after that transaction; an unknown one answers 422.
 */
export async function getAddressTransactions<N extends Network>(
  client: ExplorerClient<N>,
  { address: a, afterTxid, signal }: AddressParameters & { afterTxid?: string | undefined },
): Promise<TransactionOf<N>[]> {
  const query = { after_txid: afterTxid === undefined ? undefined : hash('afterTxid', afterTxid) }
  return getJson(client, `${addressPath(client, a)}/txs`, arrayOf(txShape), signal, query)
}

/** `GET /address/:address/txs/chain[/:last_seen_txid]`: 25 confirmed transactions a page; empty at the end. */
export async function getAddressChainTransactions<N extends Network>(
  client: ExplorerClient<N>,
  { address: a, lastSeenTxid, signal }: AddressParameters & { lastSeenTxid?: string | undefined },
): Promise<TransactionOf<N>[]> {
  const base = `${addressPath(client, a)}/txs/chain`
  const p = lastSeenTxid === undefined ? base : `${base}/${hash('lastSeenTxid', lastSeenTxid)}`
  return getJson(client, p, arrayOf(txShape), signal)
}

/** `GET /address/:address/txs/mempool`: up to 50 unconfirmed transactions. */
export async function getAddressMempoolTransactions<N extends Network>(
  client: ExplorerClient<N>,
  { address: a, signal }: AddressParameters,
): Promise<TransactionOf<N>[]> {
  return getJson(client, `${addressPath(client, a)}/txs/mempool`, arrayOf(txShape), signal)
}

/** `GET /address/:address/utxo`: unspent outputs (electrs refuses very large sets with an error). */
export async function getAddressUtxos<N extends Network>(
  client: ExplorerClient<N>,
  { address: a, signal }: AddressParameters,
): Promise<UtxoOf<N>[]> {
  return getJson(
    client,
    `${addressPath(client, a)}/utxo`,
    arrayOf(object('txid', 'vout', 'status')),
    signal,
  )
}
