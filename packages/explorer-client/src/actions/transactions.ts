import type { ExplorerClient, TransactionOf } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import type { Network } from '../networks.js'
import { path } from '../transport/http.js'
import { hash, index, list } from '../validate/params.js'
import { arrayOf, hex64, hexString, numberArray, object } from '../validate/shape.js'
import type { RbfHistory } from '../wire/mempool.js'
import type { MerkleProof, Outspend, TxStatus } from '../wire/transaction.js'
import { type CallOptions, getJson, getText } from './common.js'

export interface TxidParameters extends CallOptions {
  /** Transaction id, 64 hex. */
  txid: string
}

const txPath = (txid: string) => path`tx/${hash('txid', txid)}`
const outspendShape = object('spent')

/** `GET /tx/:txid`. Unknown transactions answer 404 (NotFoundError). */
export async function getTransaction<N extends Network>(
  client: ExplorerClient<N>,
  { txid, signal }: TxidParameters,
): Promise<TransactionOf<N>> {
  return getJson(client, txPath(txid), object('txid', 'vin', 'vout', 'status'), signal)
}

/** `GET /tx/:txid/status`. */
export async function getTransactionStatus(
  client: ExplorerClient,
  { txid, signal }: TxidParameters,
): Promise<TxStatus> {
  return getJson(client, `${txPath(txid)}/status`, object('confirmed'), signal)
}

/** `GET /tx/:txid/hex`: the raw transaction as hex. */
export async function getTransactionHex(
  client: ExplorerClient,
  { txid, signal }: TxidParameters,
): Promise<string> {
  return getText(client, `${txPath(txid)}/hex`, hexString, signal)
}

/** `GET /tx/:txid/raw`: the raw transaction bytes. */
export async function getTransactionRaw(
  client: ExplorerClient,
  { txid, signal }: TxidParameters,
): Promise<Uint8Array> {
  return client.request({ path: `${txPath(txid)}/raw`, as: 'binary', signal })
}

/** `GET /tx/:txid/merkleblock-proof`: bitcoind's `merkleblock` serialisation as hex (not on Liquid). */
export async function getTransactionMerkleBlockProof(
  client: ExplorerClient,
  { txid, signal }: TxidParameters,
): Promise<string> {
  return getText(client, `${txPath(txid)}/merkleblock-proof`, hexString, signal)
}

/** `GET /tx/:txid/merkle-proof`: sibling hashes leaf to root, and the position in the block. */
export async function getTransactionMerkleProof(
  client: ExplorerClient,
  { txid, signal }: TxidParameters,
): Promise<MerkleProof> {
  return getJson(
    client,
    `${txPath(txid)}/merkle-proof`,
    object('block_height', 'merkle', 'pos'),
    signal,
  )
}

/** `GET /tx/:txid/outspend/:vout`: whether one output is spent, and by what. */
export async function getTransactionOutspend(
  client: ExplorerClient,
  { txid, vout, signal }: TxidParameters & { vout: number },
): Promise<Outspend> {
  return getJson(client, `${txPath(txid)}/outspend/${index('vout', vout)}`, outspendShape, signal)
}

/** `GET /tx/:txid/outspends`: one entry per output. */
export async function getTransactionOutspends(
  client: ExplorerClient,
  { txid, signal }: TxidParameters,
): Promise<Outspend[]> {
  return getJson(client, `${txPath(txid)}/outspends`, arrayOf(outspendShape), signal)
}

/** `GET /txs/outspends?txids=`: outspends of several transactions at once, in the order asked. */
export async function getOutspendsBatch(
  client: ExplorerClient,
  { txids, signal }: CallOptions & { txids: string[] },
): Promise<Outspend[][]> {
  const ids = list('txids', txids, hash, 50).join(',')
  return getJson(client, path`txs/outspends`, arrayOf(arrayOf(outspendShape)), signal, {
    txids: ids,
  })
}

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
  return client.request({ path: path`tx`, method: 'POST', body, as: 'text', check: hex64, signal })
}

/** `GET /v1/tx/:txid/rbf`: the replacement tree of a transaction and what it replaced. */
export async function getRbfHistory(
  client: ExplorerClient,
  { txid, signal }: TxidParameters,
): Promise<RbfHistory> {
  return getJson(
    client,
    path`v1/tx/${hash('txid', txid)}/rbf`,
    object('replacements', 'replaces'),
    signal,
  )
}

/** `GET /v1/transaction-times?txId[]=`: first-seen unix times (0 when unknown), in the order asked. */
export async function getTransactionTimes(
  client: ExplorerClient,
  { txids, signal }: CallOptions & { txids: string[] },
): Promise<number[]> {
  const ids = list('txids', txids, hash, 500)
  return getJson(client, path`v1/transaction-times`, numberArray, signal, { 'txId[]': ids })
}
