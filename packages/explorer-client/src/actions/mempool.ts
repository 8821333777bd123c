import type { ExplorerClient } from '../client.js'
import { path } from '../transport/http.js'
import { arrayOf, hex64, object } from '../validate/shape.js'
import type { MempoolInfo } from '../wire/mempool.js'
import type { RecentTransaction } from '../wire/transaction.js'
import { type CallOptions, getJson } from './common.js'

/** `GET /mempool`: size, total fee and fee histogram of the mempool. */
export async function getMempool(
  client: ExplorerClient,
  { signal }: CallOptions = {},
): Promise<MempoolInfo> {
  return getJson(
    client,
    path`mempool`,
    object('count', 'vsize', 'total_fee', 'fee_histogram'),
    signal,
  )
}

/** `GET /mempool/txids`: every txid in the mempool. */
export async function getMempoolTxids(
  client: ExplorerClient,
  { signal }: CallOptions = {},
): Promise<string[]> {
  return getJson(client, path`mempool/txids`, arrayOf(hex64), signal)
}

/** `GET /mempool/recent`: the last 10 transactions to enter the mempool. */
export async function getMempoolRecent(
  client: ExplorerClient,
  { signal }: CallOptions = {},
): Promise<RecentTransaction[]> {
  return getJson(
    client,
    path`mempool/recent`,
    arrayOf(object('txid', 'fee', 'vsize', 'value')),
    signal,
  )
}
