import type { CpfpInfo, CpfpRelative } from '@outpoint/explorer-client'
import type { LiquidChain } from './chain.js'
import { parentTxids, rateOf } from './projection.js'
import type { LiquidTxRecord } from './types.js'

const relative = (record: LiquidTxRecord): CpfpRelative => ({
  txid: record.txid,
  fee: record.fee,
  weight: record.weight,
})

/** Everything reachable from `start` along `next`, each once, nearest first (without `start`). */
function reach(
  start: LiquidTxRecord,
  next: (record: LiquidTxRecord) => LiquidTxRecord[],
): LiquidTxRecord[] {
  const seen = new Set<string>([start.txid])
  const out: LiquidTxRecord[] = []
  const queue = [start]
  for (let at = queue.shift(); at; at = queue.shift()) {
    for (const found of next(at)) {
      if (seen.has(found.txid)) continue
      seen.add(found.txid)
      out.push(found)
      queue.push(found)
    }
  }
  return out
}

/**
 * `/v1/cpfp/:txid` on Liquid (mempool bitcoin.routes.ts `$getCpfpInfo`, registered for every network):
 * a mempool transaction's unconfirmed ancestors and descendants and its package rate per discounted
 * vbyte; `sigops` 0 (mempool counts none on Liquid). A confirmed or unknown one: `{ ancestors: [] }`, as
 * mempool indexes no CPFP clusters off Bitcoin (`Common.cpfpIndexingEnabled` needs indexing).
 */
export function liquidCpfp(chain: LiquidChain, txid: string): CpfpInfo {
  const record = chain.mempool.get(txid)
  if (!record) return { ancestors: [] }
  const inMempool = (id: string | undefined) => (id ? chain.mempool.get(id) : undefined)
  const parents = (r: LiquidTxRecord) =>
    parentTxids(r)
      .map(inMempool)
      .filter((p): p is LiquidTxRecord => !!p)
  const children = (r: LiquidTxRecord) =>
    r.outputs
      .map((_, vout) => inMempool(chain.spends.get(`${r.txid}:${vout}`)?.txid))
      .filter((c): c is LiquidTxRecord => !!c)
  const ancestors = reach(record, parents)
  const descendants = reach(record, children)
  const pack = [record, ...ancestors]
  const packageRate =
    pack.reduce((n, r) => n + r.fee, 0) / pack.reduce((n, r) => n + r.discountVsize, 0)
  return {
    ancestors: ancestors.map(relative),
    bestDescendant: null,
    descendants: descendants.map(relative),
    effectiveFeePerVsize: ancestors.length ? Math.min(rateOf(record), packageRate) : rateOf(record),
    sigops: 0,
    fee: record.fee,
    adjustedVsize: record.discountVsize,
  }
}
