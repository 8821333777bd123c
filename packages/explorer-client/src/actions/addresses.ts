import type { AddressInfoOf, ExplorerClient, TransactionOf, UtxoOf } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import type { Network } from '../networks.js'
import { hash } from '../validate/params.js'
import { maybe, schema } from '../validate/schema.js'
import type {
  AddressTxSummary,
  AddressValidation,
  LiquidScripthashInfo,
  ScripthashInfo,
} from '../wire/address.js'
import { type CallOptions, endpoint } from './endpoint.js'
import { byChain, type ChainShapes, shapes } from './esplora-shapes.js'

export interface AddressParameters extends CallOptions {
  /** An address of the client's network. */
  address: string
}

export interface ScripthashParameters extends CallOptions {
  /** SHA-256 of the output script, 64 hex in natural byte order (not Electrum's reversed one). */
  scripthash: string
}

type Answer<R, N extends Network> = R extends 'txs'
  ? TransactionOf<N>[]
  : R extends 'info'
    ? AddressInfoOf<N>
    : R extends 'scripthash'
      ? N extends 'liquid' | 'liquidtestnet'
        ? LiquidScripthashInfo
        : ScripthashInfo
      : R extends 'summary'
        ? AddressTxSummary[]
        : UtxoOf<N>[]

type AddressAction<R, P = object> = <N extends Network>(
  client: ExplorerClient<N>,
  params: AddressParameters & P,
) => Promise<Answer<R, N>>

type ScripthashAction<R, P = object> = <N extends Network>(
  client: ExplorerClient<N>,
  params: ScripthashParameters & P,
) => Promise<Answer<R, N>>

/**
 * The routes electrs answers alike for `/address/:address` and `/scripthash/:hash` (mempool/electrs
 * src/rest.rs): each declared once here, for both forms.
 */
function both<R, P = object, RS = R>(
  path: string,
  shape: ChainShapes | ((key: 'address' | 'scripthash') => ChainShapes),
  query?: Record<string, string>,
) {
  const declare = <A>(key: 'address' | 'scripthash') =>
    byChain(
      (check) =>
        endpoint<A>(`${key}/:${key}${path}`, check, {
          rules: { scripthash: hash },
          ...(query ? { query } : {}),
        }),
      typeof shape === 'function' ? shape(key) : shape,
    )
  return {
    address: declare<AddressAction<R, P>>('address'),
    scripthash: declare<ScripthashAction<RS, P>>('scripthash'),
  }
}

const info = both<'info', object, 'scripthash'>('', shapes.address)
const txs = both<'txs', { afterTxid?: string | undefined }>('/txs', shapes.txs, {
  after_txid: 'afterTxid?',
})
const chainTxs = both<'txs', { lastSeenTxid?: string | undefined }>(
  '/txs/chain/:lastSeenTxid?',
  shapes.txs,
)
const mempoolTxs = both<'txs'>('/txs/mempool', shapes.txs)
const utxos = both<'utxo'>('/utxo', shapes.utxos)
const summaryShape = [{ txid: 'h', height: 'i', value: 'n', time: 'i', tx_position: 'i?' }] as const
const summary = both<'summary', { lastSeenTxid?: string | undefined }>(
  '/txs/summary/:lastSeenTxid?',
  { bitcoin: summaryShape, liquid: summaryShape },
)

/** `GET /address/:address`: chain and mempool stats (balance = funded - spent). */
export const getAddress = info.address
/** `GET /scripthash/:hash`: the same stats, for a script by its hash. */
export const getScripthash = info.scripthash

/**
 * `GET /address/:address/txs`: newest first, mempool transactions (up to 50) then confirmed ones to make
 * 50 in all. `afterTxid` pages on after that transaction; an unknown one answers 422.
 */
export const getAddressTransactions = txs.address
export const getScripthashTransactions = txs.scripthash

/** `GET /address/:address/txs/chain[/:last_seen_txid]`: 25 confirmed transactions a page; empty at the end. */
export const getAddressChainTransactions = chainTxs.address
export const getScripthashChainTransactions = chainTxs.scripthash

/** `GET /address/:address/txs/mempool`: up to 50 unconfirmed transactions. */
export const getAddressMempoolTransactions = mempoolTxs.address
export const getScripthashMempoolTransactions = mempoolTxs.scripthash

/** `GET /address/:address/utxo`: unspent outputs (electrs refuses very large sets with an error). */
export const getAddressUtxos = utxos.address
export const getScripthashUtxos = utxos.scripthash

/**
 * `GET /address/:address/txs/summary[/:last_seen_txid]` (mempool/electrs): the confirmed history in short
 * form, newest first (up to 5,000 by default), each with its net effect on the address. Not in
 * Blockstream's esplora, nor behind mempool's own backend (405 there).
 */
export const getAddressTransactionSummary = summary.address
export const getScripthashTransactionSummary = summary.scripthash

/**
 * `GET /v1/validate-address/:address`: the node's `validateaddress` of any text (mempool's backend
 * answers 501 for one that is not 2 to 120 letters and digits, so the client refuses it first).
 */
export const validateAddress = endpoint<
  (client: ExplorerClient, params: CallOptions & { text: string }) => Promise<AddressValidation>
>(
  'v1/validate-address/:text',
  schema({
    isvalid: 'b',
    address: 's?',
    scriptPubKey: 'x?',
    isscript: 'b?',
    iswitness: 'b?',
    witness_version: 'i?',
    witness_program: 'x?',
    error: 's?',
    error_locations: maybe(['i'] as const),
    // Elements (Liquid) only.
    confidential_key: 's?',
    unconfidential: 's?',
  }),
  {
    rules: {
      text: (name, value) => {
        if (typeof value !== 'string' || !/^[a-z0-9]{2,120}$/i.test(value)) {
          throw new InvalidParameterError(name, value, '2 to 120 letters and digits')
        }
        return value
      },
    },
  },
)
