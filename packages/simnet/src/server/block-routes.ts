import { chainTips } from '../chain/chain-tips.js'
import type { SimChain } from '../chain/history.js'
import { chainTime } from '../chain/mempool-clock.js'
import { blockRecords, isStale } from '../chain/reorg.js'
import type { BlockRecord } from '../chain/types.js'
import { blockExtendedJson } from '../esplora/format.js'
import { auditScore } from '../mining/audit-score.js'
import { blockAudit, strippedTx } from '../mining/block-audit.js'
import { bulkBlock, maxBlocksBulk } from '../mining/blocks-bulk.js'
import { initData } from './init-data.js'
import { HttpError, type Router } from './router.js'

// mempool's v1 block routes of a Bitcoin network (bitcoin.routes.ts, mining-routes.ts): each answers as
// the real service does, its quirks included (see explorer-client/conformance/blocks.md).

/** A block hash as mempool's routes check it: 501 "Invalid block hash" otherwise. */
function checkedHash(hash: string | undefined): string {
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash)) throw new HttpError(501, 'Invalid block hash')
  return hash.toLowerCase()
}

/**
 * mempool checks a block hash itself: 501 "Invalid block hash" (not Esplora's 400). An unknown block makes
 * its backend's lookup throw, which the route answers with a 500 and `failure` (not a 404).
 */
function blockOf(sim: SimChain, hash: string | undefined, failure: string): BlockRecord {
  const found = sim.chain.blocksByHash.get(checkedHash(hash))
  if (!found) throw new HttpError(500, failure)
  return found
}

/**
 * blocks.ts $getBlocks(parseInt(start, 10), 15): a start above the tip counts against the 15; a start that
 * is not a number (mempool.js sends the text `undefined`) or is negative gives no block at all.
 */
export function v1Blocks(sim: SimChain, start: string | undefined): BlockRecord[] {
  const tip = sim.chain.tip.height
  let height = start === undefined ? tip : Number.parseInt(start, 10)
  let limit = 15
  if (height > tip) {
    limit -= height - tip
    height = tip
  }
  const out: BlockRecord[] = []
  for (; out.length < limit && height >= 0; height--) {
    const found = sim.chain.blockAt(height)
    if (!found) break
    out.push(found)
  }
  return out
}

/** The audit of a known best-chain block, or undefined (no audit for it). */
function auditOf(sim: SimChain, hash: string | undefined) {
  const found = hash ? sim.chain.blocksByHash.get(hash.toLowerCase()) : undefined
  return found && blockAudit(sim.chain, found)
}

/** `/v1/block*`, `/v1/blocks`, `/v1/chain-tips` and the block audit routes. */
export function blockRoutes(router: Router<SimChain>): Router<SimChain> {
  return router
    .get('/v1/blocks/:start?', ({ state, params }) => ({
      json: v1Blocks(state, params.start).map((b) => blockExtendedJson(state.chain, b)),
    }))
    .get('/v1/block/:hash', ({ state, params }) => {
      const found = blockOf(state, params.hash, 'Failed to get block')
      const json = blockExtendedJson(state.chain, found)
      // A stale block (a reorg took it off the best chain) names the block that replaced it.
      if (!isStale(state.chain, found)) return { json }
      const canonical = state.chain.blockAt(found.height)?.hash
      return { json: { ...json, stale: true, ...(canonical ? { canonical } : {}) } }
    })
    .get('/v1/block/:hash/summary', ({ state, params }) => ({
      json: blockRecords(
        state.chain,
        blockOf(state, params.hash, 'Failed to get block summary'),
      ).map(strippedTx),
    }))
    .get('/v1/block/:hash/audit-summary', ({ state, params }) => {
      // An unknown block has no audit row either: a 404, as for a block never audited.
      const audit = auditOf(state, checkedHash(params.hash))
      if (!audit) throw new HttpError(404, 'Audit not available')
      return { json: audit }
    })
    .get('/v1/chain-tips', ({ state }) => ({ json: chainTips(state.chain) }))
    .get('/v1/init-data', ({ state }) => ({ json: initData(state) }))
    .get('/v1/blocks-bulk/:from/:to?', ({ state, params }) => {
      // bitcoin.routes.ts getBlocksByBulk, parseInt and all: `undefined` as `from` is NaN, which passes
      // every check and selects no block.
      const from = Number.parseInt(params.from ?? '', 10)
      if (from < 0) throw new HttpError(400, "Parameter 'from' must be a block height (integer)")
      const to = params.to === undefined ? state.chain.tip.height : Number.parseInt(params.to, 10)
      if (to < 0) throw new HttpError(400, "Parameter 'to' must be a block height (integer)")
      if (from > to) {
        throw new HttpError(400, "Parameter 'to' must be a higher block height than 'from'")
      }
      if (to - from + 1 > maxBlocksBulk) {
        throw new HttpError(400, `You can only query ${maxBlocksBulk} blocks at once.`)
      }
      const blocks = []
      for (let h = from; h <= to; h++) {
        const found = state.chain.blockAt(h)
        if (found) blocks.push(bulkBlock(state.chain, found))
      }
      return { json: blocks }
    })
    .get('/v1/mining/blocks/audit/scores/:height?', ({ state, params }) => {
      const height =
        params.height === undefined ? state.chain.tip.height : Number.parseInt(params.height, 10)
      if (Number.isNaN(height)) throw new HttpError(500, 'Failed to get block audit scores')
      // The rows of blocks_audits in the range: a block never audited (the seeded history) has none.
      const scores = []
      for (let h = Math.max(0, height - 15); h <= height; h++) {
        const found = state.chain.blockAt(h)
        const score = found && auditScore(state.chain, found)
        if (score) scores.push(score)
      }
      return { json: scores }
    })
    .get('/v1/mining/blocks/audit/score/:hash', ({ state, params }) => {
      const found = params.hash
        ? state.chain.blocksByHash.get(params.hash.toLowerCase())
        : undefined
      // mempool answers `res.json(audit || 'null')`: a JSON string when the block has no audit (unknown,
      // stale, or never audited).
      const score =
        found && !isStale(state.chain, found) ? auditScore(state.chain, found) : undefined
      return { json: score ?? 'null' }
    })
    .get('/v1/mining/blocks/audit/:hash', ({ state, params }) => {
      const audit = auditOf(state, params.hash)
      // mempool's handleError(204, ...): no body.
      return audit ? { json: audit } : { status: 204, text: '' }
    })
    .get('/v1/mining/blocks/timestamp/:timestamp', ({ state, params }) => {
      const raw = params.timestamp ?? ''
      const timestamp = Number.parseInt(raw, 10)
      // Unix seconds only, at most a day ahead; no block at or before it is an error too.
      const fail = new HttpError(500, 'Failed to get height from timestamp')
      if (!/^[1-9][0-9]*$/.test(raw) || timestamp > chainTime(state) + 86_400) throw fail
      let found: BlockRecord | undefined
      for (const block of state.chain.blocks) {
        if (block.time <= timestamp && (!found || block.time >= found.time)) found = block
      }
      if (!found) throw fail
      // `blockTimestamp` is a DATETIME column: mysql2 reads a Date, sent as ISO text.
      return {
        json: {
          height: found.height,
          hash: found.hash,
          timestamp: new Date(found.time * 1000).toISOString(),
        },
      }
    })
}
