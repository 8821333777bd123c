import type { ExplorerClient } from '../client.js'
import { hash, list, oneOf } from '../validate/params.js'
import { orNull, schema } from '../validate/schema.js'
import { arrayOf, hex64 } from '../validate/shape.js'
import type { MempoolInfo, RbfHistory, RbfTree } from '../wire/mempool.js'
import {
  type MempoolStatistic,
  type StatisticsInterval,
  statisticsIntervals,
} from '../wire/mining.js'
import type { RecentTransaction } from '../wire/transaction.js'
import { type CallOptions, endpoint } from './endpoint.js'
import { byChain, shapes } from './esplora-shapes.js'
import { rbfTree as tree } from './rbf-shapes.js'

/**
 * `GET /mempool`: size, total fee and fee histogram of the mempool. Without electrs the service sends an
 * empty histogram and `total_fee` as a float (BTC * 1e8).
 */
export const getMempool = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<MempoolInfo>
>('mempool', schema({ count: 'i', vsize: 'i', total_fee: 'n', fee_histogram: [['n']] }))

/** `GET /mempool/txids`: every txid in the mempool. */
export const getMempoolTxids = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<string[]>
>('mempool/txids', arrayOf(hex64))

/**
 * `GET /mempool/recent`: the last 10 transactions to enter the mempool (electrs' `TxOverview`; Liquid's
 * have `discount_vsize` and no `value`; mempool's own backend sends a fractional `vsize`).
 */
export const getMempoolRecent = byChain(
  (check) =>
    endpoint<(client: ExplorerClient, options?: CallOptions) => Promise<RecentTransaction[]>>(
      'mempool/recent',
      check,
    ),
  shapes.recent,
)

/**
 * `GET /v1/transaction-times?txId[]=`: first-seen unix times (0 when not in the mempool), in the order
 * asked. The service refuses more than 100 txids (400), so the list is checked for that first.
 */
export const getTransactionTimes = endpoint<
  (client: ExplorerClient, params: CallOptions & { txids: string[] }) => Promise<number[]>
>('v1/transaction-times', schema(['i']), {
  query: { 'txId[]': 'txids' },
  rules: { txids: (name, value) => list(name, value, hash, 100) },
})

/**
 * `GET /v1/statistics/:interval`: mempool history rows, newest first (vsize per fee band) for the charts.
 * Averaged intervals (1w and longer) send fractional figures and no `mempool_byte_weight` / `total_fee`;
 * `vsizes` has 39 bands (38 on backends older than the `vsize_0` column).
 */
export const getStatistics = endpoint<
  (
    client: ExplorerClient,
    params: CallOptions & { interval: StatisticsInterval },
  ) => Promise<MempoolStatistic[]>
>(
  'v1/statistics/:interval',
  schema([
    {
      added: 'i',
      count: 'n?',
      vbytes_per_second: 'n',
      mempool_byte_weight: 'n?',
      total_fee: 'n?',
      min_fee: 'N?',
      vsizes: ['n'],
    },
  ]),
  { rules: { interval: (name, value) => oneOf(name, value, statisticsIntervals) } },
)

/**
 * `GET /v1/tx/:txid/rbf`: the replacement tree a transaction belongs to and the txids it replaced, each
 * `null` when the service's replacement cache does not know it.
 */
export const getRbfHistory = endpoint<
  (client: ExplorerClient, params: CallOptions & { txid: string }) => Promise<RbfHistory>
>('v1/tx/:txid/rbf', schema({ replacements: orNull(tree), replaces: orNull(['h']) }))

const trees = schema([tree])

/** `GET /v1/replacements`: the latest replacement trees (at most 25), latest replacement first. */
export const getReplacements = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<RbfTree[]>
>('v1/replacements', trees)

/** `GET /v1/fullrbf/replacements`: the same, only trees where a replaced transaction did not signal RBF. */
export const getFullRbfReplacements = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<RbfTree[]>
>('v1/fullrbf/replacements', trees)
