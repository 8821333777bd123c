import type { ExplorerClient } from '../client.js'
import { path } from '../transport/http.js'
import { hash } from '../validate/params.js'
import { arrayOf, object } from '../validate/shape.js'
import type { CpfpInfo, MempoolBlock, RecommendedFees } from '../wire/mempool.js'
import { type CallOptions, getJson } from './common.js'

/** `GET /v1/fees/recommended`: fee rates in sat/vB (503 while the service's mempool is not in sync). */
export async function getRecommendedFees(
  client: ExplorerClient,
  { signal }: CallOptions = {},
): Promise<RecommendedFees> {
  const shape = object('fastestFee', 'halfHourFee', 'hourFee', 'economyFee', 'minimumFee')
  return getJson(client, path`v1/fees/recommended`, shape, signal)
}

/** `GET /v1/fees/mempool-blocks`: the projected blocks of the mempool, next block first. */
export async function getMempoolBlocks(
  client: ExplorerClient,
  { signal }: CallOptions = {},
): Promise<MempoolBlock[]> {
  const shape = arrayOf(object('blockVSize', 'nTx', 'medianFee', 'feeRange'))
  return getJson(client, path`v1/fees/mempool-blocks`, shape, signal)
}

/** `GET /v1/cpfp/:txid`: ancestors, descendants and effective fee rate. Unknown transactions: no ancestors. */
export async function getCpfp(
  client: ExplorerClient,
  { txid, signal }: CallOptions & { txid: string },
): Promise<CpfpInfo> {
  return getJson(client, path`v1/cpfp/${hash('txid', txid)}`, object('ancestors'), signal)
}
