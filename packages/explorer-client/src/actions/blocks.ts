import type { ExplorerClient, TransactionOf } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import type { Network } from '../networks.js'
import { path } from '../transport/http.js'
import { hash, index } from '../validate/params.js'
import { arrayOf, hex64, hexString, object } from '../validate/shape.js'
import type { BlockExtended, BlockStatus } from '../wire/block.js'
import type { StrippedTransaction } from '../wire/transaction.js'
import { type CallOptions, getJson, getText } from './common.js'

export interface BlockHashParameters extends CallOptions {
  /** Block hash, 64 hex. */
  hash: string
}

/** Transactions per page of `/block/:hash/txs/:start_index`. */
export const blockTransactionsPageSize = 25

const blockShape = object('id', 'height', 'timestamp', 'tx_count')
const txShape = object('txid', 'vin', 'vout')

/** `GET /v1/block/:hash`: a block with mempool's extras (pool, fees, fee range, reward). */
export async function getBlock(
  client: ExplorerClient,
  { hash: h, signal }: BlockHashParameters,
): Promise<BlockExtended> {
  return getJson(client, path`v1/block/${hash('hash', h)}`, blockShape, signal)
}

/** `GET /v1/blocks[/:start_height]`: 15 blocks with extras, newest first, from the tip or `startHeight`. */
export async function getBlocks(
  client: ExplorerClient,
  { startHeight, signal }: CallOptions & { startHeight?: number | undefined } = {},
): Promise<BlockExtended[]> {
  const p =
    startHeight === undefined
      ? path`v1/blocks`
      : path`v1/blocks/${index('startHeight', startHeight)}`
  return getJson(client, p, arrayOf(blockShape), signal)
}

/** `GET /block/:hash/status`: whether the block is in the best chain, and the next one. */
export async function getBlockStatus(
  client: ExplorerClient,
  { hash: h, signal }: BlockHashParameters,
): Promise<BlockStatus> {
  return getJson(client, path`block/${hash('hash', h)}/status`, object('in_best_chain'), signal)
}

/**
 * `GET /block/:hash/txs[/:start_index]`: 25 transactions of a block from `startIndex` (a multiple of 25).
 * A start at or past the block's transaction count answers 404 (NotFoundError).
 */
export async function getBlockTransactions<N extends Network>(
  client: ExplorerClient<N>,
  { hash: h, startIndex, signal }: BlockHashParameters & { startIndex?: number | undefined },
): Promise<TransactionOf<N>[]> {
  const id = hash('hash', h)
  if (
    startIndex !== undefined &&
    index('startIndex', startIndex) % blockTransactionsPageSize !== 0
  ) {
    throw new InvalidParameterError('startIndex', startIndex, 'a multiple of 25')
  }
  const p = startIndex === undefined ? path`block/${id}/txs` : path`block/${id}/txs/${startIndex}`
  return getJson(client, p, arrayOf(txShape), signal)
}

/** `GET /block/:hash/txid/:index`: the txid at a position in the block. */
export async function getBlockTxid(
  client: ExplorerClient,
  { hash: h, index: i, signal }: BlockHashParameters & { index: number },
): Promise<string> {
  return getText(client, path`block/${hash('hash', h)}/txid/${index('index', i)}`, hex64, signal)
}

/** `GET /block/:hash/txids`: every txid of the block, in block order. */
export async function getBlockTxids(
  client: ExplorerClient,
  { hash: h, signal }: BlockHashParameters,
): Promise<string[]> {
  return getJson(client, path`block/${hash('hash', h)}/txids`, arrayOf(hex64), signal)
}

/** `GET /block/:hash/raw`: the serialised block. */
export async function getBlockRaw(
  client: ExplorerClient,
  { hash: h, signal }: BlockHashParameters,
): Promise<Uint8Array> {
  return client.request({ path: path`block/${hash('hash', h)}/raw`, as: 'binary', signal })
}

/** `GET /block/:hash/header`: the block header as hex. */
export async function getBlockHeader(
  client: ExplorerClient,
  { hash: h, signal }: BlockHashParameters,
): Promise<string> {
  return getText(client, path`block/${hash('hash', h)}/header`, hexString, signal)
}

/** `GET /block-height/:height`: the hash of the best-chain block at a height. */
export async function getBlockHash(
  client: ExplorerClient,
  { height, signal }: CallOptions & { height: number },
): Promise<string> {
  return getText(client, path`block-height/${index('height', height)}`, hex64, signal)
}

/** `GET /blocks/tip/hash`. */
export async function getBlockTipHash(
  client: ExplorerClient,
  { signal }: CallOptions = {},
): Promise<string> {
  return getText(client, path`blocks/tip/hash`, hex64, signal)
}

/** `GET /blocks/tip/height`. */
export async function getBlockTipHeight(
  client: ExplorerClient,
  { signal }: CallOptions = {},
): Promise<number> {
  return client.request({ path: path`blocks/tip/height`, as: 'number', signal })
}

/** `GET /v1/block/:hash/summary`: every transaction of the block in short form, for the block overview. */
export async function getBlockSummary(
  client: ExplorerClient,
  { hash: h, signal }: BlockHashParameters,
): Promise<StrippedTransaction[]> {
  return getJson(
    client,
    path`v1/block/${hash('hash', h)}/summary`,
    arrayOf(object('txid', 'vsize')),
    signal,
  )
}
