import type { SimChain } from '../chain/history.js'
import { acceptTransaction } from '../chain/mempool-accept.js'
import { chainTime } from '../chain/mempool-clock.js'
import { cpfpInfo } from '../chain/mempool-cpfp.js'
import { feeEstimates, mempoolSummary, recommendedFees } from '../chain/mempool-fees.js'
import { recentProjection } from '../chain/projection.js'
import { rbfTree, rbfTrees, replacesOf } from '../chain/replacements.js'
import { broadcastReply } from './broadcast.js'
import { HttpError, type Router } from './router.js'

const mempoolBlocksJson = (sim: SimChain) =>
  recentProjection(sim.chain).blocks.map((block) => ({
    blockSize: block.blockSize,
    blockVSize: block.blockVSize,
    nTx: block.nTx,
    totalFees: block.totalFees,
    medianFee: block.medianFee,
    feeRange: block.feeRange,
  }))

/**
 * The txids of `?txId[]=a&txId[]=b` as mempool's Express parses them: `txId[]` always makes a list,
 * a repeated `txId` too; one plain `txId` is a string, which mempool refuses.
 */
export function txidList(query: URLSearchParams): string[] {
  const bracketed = query.getAll('txId[]')
  if (bracketed.length) return bracketed
  const plain = query.getAll('txId')
  if (plain.length > 1) return plain
  throw new HttpError(500, 'Not an array')
}

/** Mempool, fee and replacement routes, and the broadcast of a transaction. */
export function mempoolRoutes(router: Router<SimChain>): Router<SimChain> {
  return (
    router
      .get('/mempool', ({ state }) => ({ json: mempoolSummary(state.chain) }))
      .get('/fee-estimates', ({ state }) => ({
        json: feeEstimates(recentProjection(state.chain).blocks),
      }))
      .get('/v1/fees/recommended', ({ state }) => ({
        json: recommendedFees(recentProjection(state.chain).blocks, 1),
      }))
      .get('/v1/fees/precise', ({ state }) => ({
        json: recommendedFees(recentProjection(state.chain).blocks, 0.001),
      }))
      .get('/v1/fees/mempool-blocks', ({ state }) => ({ json: mempoolBlocksJson(state) }))
      .get('/v1/cpfp/:txid', ({ state, params }) => {
        const txid = params.txid ?? ''
        if (!/^[a-fA-F0-9]{64}$/.test(txid)) throw new HttpError(501, 'Invalid transaction ID')
        return { json: cpfpInfo(state.chain, txid.toLowerCase()) }
      })
      // mempool answers nulls for anything it has no replacement of, well-formed txid or not.
      .get('/v1/tx/:txid/rbf', ({ state, params }) => {
        const txid = (params.txid ?? '').toLowerCase()
        return {
          json: {
            replacements: rbfTree(state, txid) ?? null,
            replaces: replacesOf(state, txid) ?? null,
          },
        }
      })
      .get('/v1/replacements', ({ state, query }) => ({
        json: rbfTrees(state, afterOf(query)),
      }))
      .get('/v1/fullrbf/replacements', ({ state, query }) => ({
        json: rbfTrees(state, { fullRbfOnly: true, ...afterOf(query) }),
      }))
      .get('/v1/transaction-times', ({ state, query }) => ({
        json: txidList(query).map(
          (txid) => state.chain.mempool.get(txid.toLowerCase())?.firstSeen ?? 0,
        ),
      }))
      .post('/tx', ({ state, body }) =>
        broadcastReply(() => acceptTransaction(state, body, chainTime(state))),
      )
  )
}

const afterOf = (query: URLSearchParams): { after?: string } => {
  const after = query.get('after')
  return after ? { after: after.toLowerCase() } : {}
}
