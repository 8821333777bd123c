import { getAddressChainTransactions, getAddressTransactions } from '../actions/addresses.js'
import { getAssetTransactions } from '../actions/assets.js'
import { blockTransactionsPageSize, getBlockTransactionsPage } from '../actions/blocks.js'
import type { CallOptions } from '../actions/endpoint.js'
import { getNodeChannels } from '../actions/lightning.js'
import type { ExplorerClient, TransactionOf } from '../client.js'
import { InvalidResponseError, NotFoundError } from '../errors.js'
import type { BitcoinNetwork, LiquidNetwork, Network } from '../networks.js'
import type { NodeChannel } from '../wire/lightning.js'
import type { LiquidTransaction } from '../wire/liquid.js'

type Txs<N extends Network> = AsyncGenerator<TransactionOf<N>[]>
const txid = (item: { txid: string }) => item.txid

/**
 * Pages from `fetchPage(at)`, starting with `at` undefined and moving on with `next(page, at)`, until an
 * empty page, a page shorter than `full`, or a 404 after the first page (past the end). A page whose first
 * item was seen before means the server ignored the cursor and would loop for ever: InvalidResponseError.
 */
async function* pages<T, P>(
  what: string,
  fetchPage: (at: P | undefined) => Promise<T[]>,
  next: (page: T[], at: P | undefined) => P,
  key: (item: T) => string,
  full?: number,
): AsyncGenerator<T[]> {
  const seen = new Set<string>()
  for (let at: P | undefined; ; ) {
    let page: T[]
    try {
      page = await fetchPage(at)
    } catch (error) {
      if (at !== undefined && full && error instanceof NotFoundError) return
      throw error
    }
    const first = page[0]
    if (first === undefined) return
    if (seen.has(key(first)))
      throw new InvalidResponseError(what, `the page after ${at} repeats an earlier page`)
    seen.add(key(first))
    yield page
    if (full && page.length < full) return
    at = next(page, at)
  }
}

/** The cursor of the next page: the last txid of this one. */
const lastTxid = (page: { txid: string }[]) => page[page.length - 1]?.txid as string

/**
 * Every transaction of an address, newest first, a page at a time: the first page of `/address/:a/txs`
 * (mempool then confirmed), then `after_txid` pages (mempool/electrs). For plain Esplora use
 * {@link addressChainTransactionPages}.
 *
 * @example
 * for await (const page of addressTransactionPages(client, { address })) console.log(page.length)
 */
export function addressTransactionPages<N extends Network>(
  client: ExplorerClient<N>,
  { address, signal }: CallOptions & { address: string },
): AsyncGenerator<TransactionOf<N>[]> {
  return pages(
    'address transactions',
    (afterTxid) => getAddressTransactions(client, { address, afterTxid, signal }),
    lastTxid,
    txid,
  )
}

/** Confirmed transactions of an address, 25 a page by `last_seen` txid: portable across Esplora servers. */
export function addressChainTransactionPages<N extends Network>(
  client: ExplorerClient<N>,
  { address, signal }: CallOptions & { address: string },
): AsyncGenerator<TransactionOf<N>[]> {
  return pages(
    'address chain transactions',
    (lastSeenTxid) => getAddressChainTransactions(client, { address, lastSeenTxid, signal }),
    lastTxid,
    txid,
  )
}

/** Confirmed transactions of a Liquid asset, 25 a page by `last_seen` txid. */
export function assetTransactionPages(
  client: ExplorerClient<LiquidNetwork>,
  { assetId, signal }: CallOptions & { assetId: string },
): AsyncGenerator<LiquidTransaction[]> {
  return pages(
    'asset transactions',
    (lastSeenTxid) => getAssetTransactions(client, { assetId, lastSeenTxid, signal }),
    lastTxid,
    txid,
  )
}

/**
 * Transactions of a block in block order, 25 a page whichever server answers (electrs' pages of 25,
 * mempool's own of 10: see getBlockTransactionsPage). Stops after a short page or at the end (404).
 */
export function blockTransactionPages<N extends Network>(
  client: ExplorerClient<N>,
  { hash, signal }: CallOptions & { hash: string },
): Txs<N> {
  return pages(
    'block transactions',
    (at: number | undefined) =>
      getBlockTransactionsPage(client, { hash, startIndex: at ?? 0, signal }),
    (_, at) => (at ?? 0) + blockTransactionsPageSize,
    txid,
    blockTransactionsPageSize,
  )
}

/** A node's channels (`open` or `closed`), 10 a page by `index` offset, until an empty page. */
export function nodeChannelPages(
  client: ExplorerClient<BitcoinNetwork>,
  { publicKey, status, signal }: CallOptions & { publicKey: string; status: 'open' | 'closed' },
): AsyncGenerator<NodeChannel[]> {
  return pages(
    'node channels',
    (index: number | undefined) =>
      getNodeChannels(client, { publicKey, status, index: index ?? 0, signal }),
    (page, at) => (at ?? 0) + page.length,
    (channel) => channel.id,
  )
}
