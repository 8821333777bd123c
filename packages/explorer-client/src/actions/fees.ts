import type { ExplorerClient } from '../client.js'
import { maybe, type Schema, schema } from '../validate/schema.js'
import type { CpfpInfo, MempoolBlock, RecommendedFees } from '../wire/mempool.js'
import { type CallOptions, endpoint } from './endpoint.js'

type Get<R> = (client: ExplorerClient, options?: CallOptions) => Promise<R>

/** The five rates of mempool's `fee-api.ts`: whole sat/vB on Bitcoin, tenths on Liquid, thousandths when precise. */
const fees = schema({
  fastestFee: 'n',
  halfHourFee: 'n',
  hourFee: 'n',
  economyFee: 'n',
  minimumFee: 'n',
})

/** `GET /v1/fees/recommended`: fee rates in sat/vB (503 while the service's mempool is not in sync). */
export const getRecommendedFees = endpoint<Get<RecommendedFees>>('v1/fees/recommended', fees)

/** `GET /v1/fees/precise`: the same rates to 0.001 sat/vB, for sub-satoshi fees (503 while not in sync). */
export const getPreciseFees = endpoint<Get<RecommendedFees>>('v1/fees/precise', fees)

/** `GET /v1/fees/mempool-blocks`: the projected blocks of the mempool, next block first (`[]` when empty). */
export const getMempoolBlocks = endpoint<Get<MempoolBlock[]>>(
  'v1/fees/mempool-blocks',
  schema([
    {
      blockSize: 'i',
      blockVSize: 'n',
      nTx: 'i',
      totalFees: 'i',
      medianFee: 'n',
      feeRange: ['n'],
    },
  ]),
)

const relative: Schema = { txid: 'h', fee: 'i', weight: 'n' }

/**
 * `GET /v1/cpfp/:txid`: ancestors, descendants and effective fee rate. A transaction the service knows
 * nothing of answers `{ancestors: []}`; older services send `descendants` and `effectiveFeePerVsize` as null.
 */
export const getCpfp = endpoint<
  (client: ExplorerClient, params: CallOptions & { txid: string }) => Promise<CpfpInfo>
>(
  'v1/cpfp/:txid',
  schema({
    ancestors: [relative],
    bestDescendant: maybe(relative),
    descendants: maybe([relative]),
    effectiveFeePerVsize: 'n?',
    sigops: 'i?',
    fee: 'i?',
    adjustedVsize: 'n?',
    acceleration: 'b?',
    acceleratedBy: maybe(['i']),
    acceleratedAt: 'i?',
    feeDelta: 'n?',
  }),
)
