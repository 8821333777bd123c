import type { CpfpInfo, CpfpRelative } from '@outpoint/explorer-client'
import { txJson } from '../esplora/format.js'
import type { Chain } from './chain.js'
import { mempoolGraph } from './mempool-graph.js'
import { rawInputs } from './mempool-inputs.js'
import { currentProjection } from './projection.js'
import type { TxRecord } from './types.js'

const relative = (record: TxRecord): CpfpRelative => ({
  txid: record.txid,
  fee: record.fee,
  weight: record.weight,
})

/**
 * The CPFP view of a transaction. Unconfirmed: its unconfirmed ancestors and descendants and the rate
 * its package is projected to be mined at. Confirmed: its relatives within its own block, which mempool
 * keeps as the cluster the block mined it in; nothing when it was mined on its own. Unknown: nothing.
 */
export function cpfpInfo(chain: Chain, txid: string): CpfpInfo {
  const record = chain.txs.get(txid)
  if (!record || record.coinbase) return { ancestors: [] }
  if (record.confirmation) return confirmedCpfp(chain, record)
  const graph = mempoolGraph(chain)
  const node = graph.nodes.get(txid)
  const projection = currentProjection(chain)
  const sigops = txJson(record, false).sigops
  return {
    ancestors: node ? graph.ancestors(node).map((n) => relative(n.record)) : [],
    bestDescendant: null,
    descendants: node ? graph.descendants(node).map((n) => relative(n.record)) : [],
    effectiveFeePerVsize: projection.rateOf(txid) ?? record.fee / (record.weight / 4),
    sigops,
    fee: record.fee,
    // Core's -bytespersigop (20): each unit of sigop cost weighs 5 vbytes where that outweighs the size.
    adjustedVsize: Math.max(record.weight / 4, sigops * 5),
  }
}

function confirmedCpfp(chain: Chain, record: TxRecord): CpfpInfo {
  const hash = record.confirmation?.hash
  const sameBlock = (txid: string | undefined) => {
    const found = txid === undefined ? undefined : chain.txs.get(txid)
    return found?.confirmation?.hash === hash ? found : undefined
  }
  const parentsOf = (r: TxRecord) =>
    rawInputs(r.raw)
      .map((input) => sameBlock(input.txid))
      .filter((p): p is TxRecord => !!p)
  const childrenOf = (r: TxRecord) =>
    r.outputs
      .map((_, vout) => sameBlock(chain.spends.get(`${r.txid}:${vout}`)?.txid))
      .filter((c): c is TxRecord => !!c)
  const ancestors = reach(record, parentsOf)
  const descendants = reach(record, childrenOf)
  if (!ancestors.length && !descendants.length) return { ancestors: [] }
  const cluster = [record, ...ancestors, ...descendants]
  const fees = cluster.reduce((n, r) => n + r.fee, 0)
  const vsize = cluster.reduce((n, r) => n + r.weight / 4, 0)
  return {
    descendants: descendants.map(relative),
    ancestors: ancestors.map(relative),
    effectiveFeePerVsize: fees / vsize,
  }
}

/** Everything reachable from `start` along `next`, each once, nearest first (without `start`). */
function reach(start: TxRecord, next: (record: TxRecord) => TxRecord[]): TxRecord[] {
  const seen = new Set<string>([start.txid])
  const out: TxRecord[] = []
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
