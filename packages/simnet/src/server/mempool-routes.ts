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

const txidPattern = /^[a-fA-F0-9]{64}$/

/**
 * The txids of `?txId[]=a&txId[]=b` as mempool's `getTransactionTimes` takes them: `txId[]` always
 * makes a list, a repeated `txId` too; one plain `txId` (a string) or none is 400 "invalid txId format",
 * more than 100 is 400 "Too many txids requested"; what is not 64 hex is left out.
 */
export function txidList(query: URLSearchParams): string[] {
  const bracketed = query.getAll('txId[]')
  const plain = query.getAll('txId')
  const asked = bracketed.length ? bracketed : plain.length > 1 ? plain : undefined
  if (!asked) throw new HttpError(400, 'invalid txId format')
  if (asked.length > 100) throw new HttpError(400, 'Too many txids requested')
  return asked.filter((txid) => txidPattern.test(txid))
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
        if (!txidPattern.test(txid)) throw new HttpError(501, 'Invalid transaction ID')
        return { json: cpfpInfo(state.chain, txid.toLowerCase()) }
      })
      // mempool answers nulls for a txid it has no replacement of; an ill-formed one is 501.
      .get('/v1/tx/:txid/rbf', ({ state, params }) => {
        if (!txidPattern.test(params.txid ?? '')) throw new HttpError(501, 'Invalid transaction ID')
        const txid = (params.txid ?? '').toLowerCase()
        return {
          json: {
            replacements: rbfTree(state, txid) ?? null,
            replaces: replacesOf(state, txid) ?? null,
          },
        }
      })
      // mempool's routes page nothing: getRbfTrees(onlyFullRbf) with no `after`, whatever the query.
      .get('/v1/replacements', ({ state }) => ({ json: rbfTrees(state) }))
      .get('/v1/fullrbf/replacements', ({ state }) => ({
        json: rbfTrees(state, { fullRbfOnly: true }),
      }))
      .get('/v1/transaction-times', ({ state, query }) => ({
        // Looked up as given, as mempool does: an upper-case txid is not found (0).
        json: txidList(query).map((txid) => state.chain.mempool.get(txid)?.firstSeen ?? 0),
      }))
      .post('/tx', ({ state, body }) =>
        broadcastReply(() => acceptTransaction(state, body, chainTime(state))),
      )
  )
}
