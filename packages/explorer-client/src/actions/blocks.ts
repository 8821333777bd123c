import type { ExplorerClient, TransactionOf } from '../client.js'
import { HttpRequestError, InvalidParameterError } from '../errors.js'
import type { Network } from '../networks.js'
import { index } from '../validate/params.js'
import { schema } from '../validate/schema.js'
import { hex64, hexString } from '../validate/shape.js'
import type { BlockExtended, BlockStatus } from '../wire/block.js'
import type { StrippedTransaction } from '../wire/transaction.js'
import { blockExtended, classifiedTx, listedBlock } from './block-shapes.js'
import { type CallOptions, endpoint } from './endpoint.js'
import { byChain, shapes } from './esplora-shapes.js'

export interface BlockHashParameters extends CallOptions {
  /** Block hash, 64 hex. */
  hash: string
}

type ByHash<R> = (client: ExplorerClient, params: BlockHashParameters) => Promise<R>
type NoParameters<R> = (client: ExplorerClient, options?: CallOptions) => Promise<R>

/** Transactions per page of `/block/:hash/txs/:start_index`. */
export const blockTransactionsPageSize = 25

/** `GET /v1/block/:hash`: a block with mempool's extras (pool, fees, fee range, reward); Liquid's may have none. */
export const getBlock = endpoint<ByHash<BlockExtended>>('v1/block/:hash', schema(blockExtended))

/** `GET /v1/blocks[/:start_height]`: 15 blocks with extras, newest first, from the tip or `startHeight`. */
export const getBlocks = endpoint<
  (
    client: ExplorerClient,
    params?: CallOptions & { startHeight?: number | undefined },
  ) => Promise<BlockExtended[]>
>('v1/blocks/:startHeight?', schema([listedBlock]))

/**
 * `GET /block/:hash/status`: whether the block is in the best chain, and the next one. `height` and
 * `next_best` are left out when absent (off the best chain; at the tip); an unknown hash answers
 * `{ in_best_chain: false }`, as electrs does (not a 404).
 */
export const getBlockStatus = endpoint<ByHash<BlockStatus>>(
  'block/:hash/status',
  schema({ in_best_chain: 'b', height: 'i?', next_best: 'h?' }),
)

/**
 * `GET /block/:hash/txs[/:start_index]`: one page of a block's transactions from `startIndex`, each with
 * its `status` (the block's; `{ confirmed: false }` for a stale block's). electrs sends 25 and refuses a
 * start that is not a multiple of 25 (400); mempool's own backend (on bitcoind or an Electrum server, as
 * on Umbrel or Start9) sends 10 from any start. Past the end: 404 (electrs) or an empty list. To read 25
 * whichever server answers, use {@link getBlockTransactionsPage}.
 */
export const getBlockTransactions = byChain(
  (check) =>
    endpoint<
      <N extends Network>(
        client: ExplorerClient<N>,
        params: BlockHashParameters & { startIndex?: number | undefined },
      ) => Promise<TransactionOf<N>[]>
    >('block/:hash/txs/:startIndex?', check),
  shapes.txs,
)

/**
 * 25 transactions of a block from `startIndex` (a multiple of 25), whichever server answers: electrs'
 * one page, or as many of mempool's 10-transaction pages as it takes. `count` (the block's `tx_count`)
 * saves the request that finds the end. An unknown block is a NotFoundError.
 */
export async function getBlockTransactionsPage<N extends Network>(
  client: ExplorerClient<N>,
  {
    hash,
    startIndex = 0,
    count,
    signal,
  }: BlockHashParameters & {
    startIndex?: number | undefined
    count?: number | undefined
  },
): Promise<TransactionOf<N>[]> {
  if (index('startIndex', startIndex) % blockTransactionsPageSize) {
    throw new InvalidParameterError('startIndex', startIndex, 'a multiple of 25')
  }
  const txs: TransactionOf<N>[] = []
  while (txs.length < blockTransactionsPageSize) {
    const at = startIndex + txs.length
    if (count !== undefined && at >= count && txs.length) break
    let page: TransactionOf<N>[]
    try {
      page = await getBlockTransactions(client, { hash, startIndex: at, signal })
    } catch (error) {
      // After a first answer, a 404 (past the end) or a 400 (electrs' multiple-of-25 rule after a page it
      // shortened) ends the window.
      const status = error instanceof HttpRequestError ? error.status : 0
      if (txs.length && (status === 404 || status === 400)) break
      throw error
    }
    if (!page.length) break
    txs.push(...page)
  }
  return txs.slice(0, blockTransactionsPageSize)
}

/** `GET /block/:hash/txid/:index`: the txid at a position in the block. */
export const getBlockTxid = endpoint<
  (client: ExplorerClient, params: BlockHashParameters & { index: number }) => Promise<string>
>('block/:hash/txid/:index', hex64, { as: 'text' })

/** `GET /block/:hash/txids`: every txid of the block, in block order. */
export const getBlockTxids = endpoint<ByHash<string[]>>('block/:hash/txids', schema(['h'] as const))

/** `GET /block/:hash/raw`: the serialised block. */
export const getBlockRaw = endpoint<ByHash<Uint8Array>>('block/:hash/raw', undefined, {
  as: 'binary',
})

/** `GET /block/:hash/header`: the block header as hex. */
export const getBlockHeader = endpoint<ByHash<string>>('block/:hash/header', hexString, {
  as: 'text',
})

/** `GET /block-height/:height`: the hash of the best-chain block at a height. */
export const getBlockHash = endpoint<
  (client: ExplorerClient, params: CallOptions & { height: number }) => Promise<string>
>('block-height/:height', hex64, { as: 'text' })

/** `GET /blocks/tip/hash`. */
export const getBlockTipHash = endpoint<NoParameters<string>>('blocks/tip/hash', hex64, {
  as: 'text',
})

/** `GET /blocks/tip/height`: a whole number as text. */
export const getBlockTipHeight = endpoint<NoParameters<number>>('blocks/tip/height', undefined, {
  as: 'number',
})

/** `GET /v1/block/:hash/summary`: every transaction of the block in short form, for the block overview. */
export const getBlockSummary = endpoint<ByHash<StrippedTransaction[]>>(
  'v1/block/:hash/summary',
  schema([classifiedTx]),
)
