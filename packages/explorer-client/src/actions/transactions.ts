import type { ExplorerClient, TransactionOf } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import type { Network } from '../networks.js'
import { hash, list } from '../validate/params.js'
import { arrayOf, hex64, hexString, object } from '../validate/shape.js'
import type { MerkleProof, Outspend, TxStatus } from '../wire/transaction.js'
import { type CallOptions, endpoint } from './endpoint.js'

export interface TxidParameters extends CallOptions {
  /** Transaction id, 64 hex. */
  txid: string
}

type ByTxid<R> = (client: ExplorerClient, params: TxidParameters) => Promise<R>
type ByTxids<R> = (client: ExplorerClient, params: CallOptions & { txids: string[] }) => Promise<R>

const outspend = object('spent')

/** `GET /tx/:txid`. Unknown transactions answer 404 (NotFoundError). */
export const getTransaction = endpoint<
  <N extends Network>(
    client: ExplorerClient<N>,
    params: TxidParameters,
  ) => Promise<TransactionOf<N>>
>('tx/:txid', object('txid', 'vin', 'vout', 'status'))

/** `GET /tx/:txid/status`. */
export const getTransactionStatus = endpoint<ByTxid<TxStatus>>(
  'tx/:txid/status',
  object('confirmed'),
)

/** `GET /tx/:txid/hex`: the raw transaction as hex. */
export const getTransactionHex = endpoint<ByTxid<string>>('tx/:txid/hex', hexString, { as: 'text' })

/** `GET /tx/:txid/raw`: the raw transaction bytes. */
export const getTransactionRaw = endpoint<ByTxid<Uint8Array>>('tx/:txid/raw', undefined, {
  as: 'binary',
})

/** `GET /tx/:txid/merkleblock-proof`: bitcoind's `merkleblock` serialisation as hex (not on Liquid). */
export const getTransactionMerkleBlockProof = endpoint<ByTxid<string>>(
  'tx/:txid/merkleblock-proof',
  hexString,
  { as: 'text' },
)

/** `GET /tx/:txid/merkle-proof`: sibling hashes leaf to root, and the position in the block. */
export const getTransactionMerkleProof = endpoint<ByTxid<MerkleProof>>(
  'tx/:txid/merkle-proof',
  object('block_height', 'merkle', 'pos'),
)

/** `GET /tx/:txid/outspend/:vout`: whether one output is spent, and by what. */
export const getTransactionOutspend = endpoint<
  (client: ExplorerClient, params: TxidParameters & { vout: number }) => Promise<Outspend>
>('tx/:txid/outspend/:vout', outspend)

/** `GET /tx/:txid/outspends`: one entry per output. */
export const getTransactionOutspends = endpoint<ByTxid<Outspend[]>>(
  'tx/:txid/outspends',
  arrayOf(outspend),
)

/** `GET /txs/outspends?txids=`: outspends of several transactions at once (up to 50), in the order asked. */
export const getOutspendsBatch = endpoint<ByTxids<Outspend[][]>>(
  'txs/outspends',
  arrayOf(arrayOf(outspend)),
  {
    query: { txids: 'txids' },
    rules: { txids: (name, value) => list(name, value, hash, 50).join(',') },
  },
)

/**
 * `POST /tx`: broadcasts a raw transaction (hex) and returns its txid. The node's refusal comes back as an
 * HttpRequestError (400) whose `body` is the node's reason. Retried only on 429, never on 5xx: a broadcast
 * that reached the node must not be sent twice.
 */
export async function broadcastTransaction(
  client: ExplorerClient,
  { hex, signal }: CallOptions & { hex: string },
): Promise<string> {
  const body = typeof hex === 'string' ? hex.trim() : hex
  if (typeof body !== 'string' || body.length < 20 || hexString(body) !== undefined) {
    throw new InvalidParameterError('hex', hex, 'a raw transaction as an even-length hex string')
  }
  return client.request({ path: 'tx', method: 'POST', body, as: 'text', check: hex64, signal })
}
