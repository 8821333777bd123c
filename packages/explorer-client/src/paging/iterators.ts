import { getAddressChainTransactions, getAddressTransactions } from '../actions/addresses.js'
import { getAssetTransactions } from '../actions/assets.js'
import { blockTransactionsPageSize, getBlockTransactions } from '../actions/blocks.js'
import type { CallOptions } from '../actions/endpoint.js'
import { getNodeChannels } from '../actions/lightning.js'
import type { ExplorerClient, TransactionOf } from '../client.js'
import { InvalidResponseError, NotFoundError } from '../errors.js'
import type { BitcoinNetwork, LiquidNetwork, Network } from '../networks.js'
import type { NodeChannel } from '../wire/lightning.js'
import type { LiquidTransaction } from '../wire/liquid.js'

/**
 * Records the key of a page (its last or first item); a key seen before means the server ignored the cursor
 * or offset and answered an earlier page again, which would loop for ever: reported as an invalid response.
 */
function checkNewPage(
  seen: Set<string>,
  key: string | undefined,
  what: string,
  where: string,
): void {
  if (key === undefined) return
  if (seen.has(key)) {
    throw new InvalidResponseError(what, `the page ${where} repeats an earlier page`)
  }
  seen.add(key)
}

/** Pages of a cursor-paged list: `fetchPage(cursor)` until an empty page. */
async function* byCursor<T extends { txid: string }>(
  what: string,
  fetchPage: (cursor: string | undefined) => Promise<T[]>,
): AsyncGenerator<T[]> {
  const seen = new Set<string>()
  let cursor: string | undefined
  for (;;) {
    const page = await fetchPage(cursor)
    if (page.length === 0) return
    const last = page[page.length - 1]?.txid
    checkNewPage(seen, last, what, cursor === undefined ? 'first' : `after ${cursor}`)
    yield page
    cursor = last
  }
}

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
  return byCursor('address transactions', (afterTxid) =>
    getAddressTransactions(client, { address, afterTxid, signal }),
  )
}

/** Confirmed transactions of an address, 25 a page by `last_seen` txid: portable across Esplora servers. */
export function addressChainTransactionPages<N extends Network>(
  client: ExplorerClient<N>,
  { address, signal }: CallOptions & { address: string },
): AsyncGenerator<TransactionOf<N>[]> {
  return byCursor('address chain transactions', (lastSeenTxid) =>
    getAddressChainTransactions(client, { address, lastSeenTxid, signal }),
  )
}

/** Confirmed transactions of a Liquid asset, 25 a page by `last_seen` txid. */
export function assetTransactionPages(
  client: ExplorerClient<LiquidNetwork>,
  { assetId, signal }: CallOptions & { assetId: string },
): AsyncGenerator<LiquidTransaction[]> {
  return byCursor('asset transactions', (lastSeenTxid) =>
    getAssetTransactions(client, { assetId, lastSeenTxid, signal }),
  )
}

/** Transactions of a block in block order, 25 a page. Stops after a short page or at the end (404). */
export async function* blockTransactionPages<N extends Network>(
  client: ExplorerClient<N>,
  { hash, signal }: CallOptions & { hash: string },
): AsyncGenerator<TransactionOf<N>[]> {
  const seen = new Set<string>()
  for (let startIndex = 0; ; startIndex += blockTransactionsPageSize) {
    let page: TransactionOf<N>[]
    try {
      page = await getBlockTransactions(client, { hash, startIndex, signal })
    } catch (error) {
      // Past the last transaction the server answers 404 "start index out of range".
      if (startIndex > 0 && error instanceof NotFoundError) return
      throw error
    }
    checkNewPage(seen, page[0]?.txid, 'block transactions', `at ${startIndex}`)
    if (page.length > 0) yield page
    if (page.length < blockTransactionsPageSize) return
  }
}

/** A node's channels (`open` or `closed`), 10 a page by `index` offset, until an empty page. */
export async function* nodeChannelPages(
  client: ExplorerClient<BitcoinNetwork>,
  { publicKey, status, signal }: CallOptions & { publicKey: string; status: 'open' | 'closed' },
): AsyncGenerator<NodeChannel[]> {
  const seen = new Set<string>()
  for (let index = 0; ; ) {
    const page = await getNodeChannels(client, { publicKey, status, index, signal })
    if (page.length === 0) return
    checkNewPage(seen, page[0]?.id, 'node channels', `at ${index}`)
    yield page
    index += page.length
  }
}
