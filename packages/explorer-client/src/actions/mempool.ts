import type { ExplorerClient } from '../client.js'
import { arrayOf, hex64, object } from '../validate/shape.js'
import type { MempoolInfo } from '../wire/mempool.js'
import type { RecentTransaction } from '../wire/transaction.js'
import { type CallOptions, endpoint } from './endpoint.js'

/** `GET /mempool`: size, total fee and fee histogram of the mempool. */
export const getMempool = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<MempoolInfo>
>('mempool', object('count', 'vsize', 'total_fee', 'fee_histogram'))

/** `GET /mempool/txids`: every txid in the mempool. */
export const getMempoolTxids = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<string[]>
>('mempool/txids', arrayOf(hex64))

/** `GET /mempool/recent`: the last 10 transactions to enter the mempool. */
export const getMempoolRecent = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<RecentTransaction[]>
>('mempool/recent', arrayOf(object('txid', 'fee', 'vsize')))
