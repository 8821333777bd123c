import type { AddressInfoOf, ExplorerClient, TransactionOf, UtxoOf } from '../client.js'
import type { Network } from '../networks.js'
import { arrayOf, object } from '../validate/shape.js'
import { type CallOptions, endpoint } from './endpoint.js'

export interface AddressParameters extends CallOptions {
  /** An address of the client's network. */
  address: string
}

type AddressAction<R, P = object> = <N extends Network>(
  client: ExplorerClient<N>,
  params: AddressParameters & P,
) => Promise<
  R extends 'txs' ? TransactionOf<N>[] : R extends 'info' ? AddressInfoOf<N> : UtxoOf<N>[]
>

const txs = arrayOf(object('txid', 'vin', 'vout'))

/** `GET /address/:address`: chain and mempool stats (balance = funded - spent). */
export const getAddress = endpoint<AddressAction<'info'>>(
  'address/:address',
  object('address', 'chain_stats', 'mempool_stats'),
)

/**
 * `GET /address/:address/txs`: newest first, mempool transactions then confirmed ones (50 in all on mempool).
 * `afterTxid` (mempool/electrs only) pages on after that transaction; an unknown one answers 422.
 */
export const getAddressTransactions = endpoint<
  AddressAction<'txs', { afterTxid?: string | undefined }>
>('address/:address/txs', txs, { query: { after_txid: 'afterTxid?' } })

/** `GET /address/:address/txs/chain[/:last_seen_txid]`: 25 confirmed transactions a page; empty at the end. */
export const getAddressChainTransactions = endpoint<
  AddressAction<'txs', { lastSeenTxid?: string | undefined }>
>('address/:address/txs/chain/:lastSeenTxid?', txs)

/** `GET /address/:address/txs/mempool`: up to 50 unconfirmed transactions. */
export const getAddressMempoolTransactions = endpoint<AddressAction<'txs'>>(
  'address/:address/txs/mempool',
  txs,
)

/** `GET /address/:address/utxo`: unspent outputs (electrs refuses very large sets with an error). */
export const getAddressUtxos = endpoint<AddressAction<'utxo'>>(
  'address/:address/utxo',
  arrayOf(object('txid', 'vout', 'status')),
)
