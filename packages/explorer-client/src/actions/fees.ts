import type { ExplorerClient } from '../client.js'
import { arrayOf, object } from '../validate/shape.js'
import type { CpfpInfo, MempoolBlock, RecommendedFees } from '../wire/mempool.js'
import { type CallOptions, endpoint } from './endpoint.js'

/** `GET /v1/fees/recommended`: fee rates in sat/vB (503 while the service's mempool is not in sync). */
export const getRecommendedFees = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<RecommendedFees>
>('v1/fees/recommended', object('fastestFee', 'halfHourFee', 'hourFee', 'economyFee', 'minimumFee'))

/** `GET /v1/fees/mempool-blocks`: the projected blocks of the mempool, next block first. */
export const getMempoolBlocks = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<MempoolBlock[]>
>('v1/fees/mempool-blocks', arrayOf(object('blockVSize', 'nTx', 'medianFee', 'feeRange')))

/** `GET /v1/cpfp/:txid`: ancestors, descendants and effective fee rate. Unknown transactions: no ancestors. */
export const getCpfp = endpoint<
  (client: ExplorerClient, params: CallOptions & { txid: string }) => Promise<CpfpInfo>
>('v1/cpfp/:txid', object('ancestors'))
