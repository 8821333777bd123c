import type { BlockAudit, StrippedTransaction } from '@outpoint/explorer-client'
import { rateOf } from '../../../components/block-overview/layout'
import type { AuditTag } from './auditTags'

/**
 * Each transaction's audit status in the two overviews. The audit's lists alone do not say it: mempool's
 * audit (backend/src/api/audit.ts) puts a template transaction excused by its overflow walk, or a block
 * transaction that was in the mempool but not displaced, in no list. So, as mempool.space's block page
 * does (block.component.ts `setupBlockAudit`), the template is read against the block's own transactions
 * and the lists only say why a difference is there.
 */
export interface AuditStatuses {
  /** Template transactions that differ from the block (or carry a tag), by txid, in template order. */
  expected: Map<string, AuditTag[]>
  /** Block transactions that differ from the template (or carry a tag), by txid, in block order. */
  actual: Map<string, AuditTag[]>
  /** Whether the template holds exactly the block's transactions, the coinbase aside. */
  sameTxs: boolean
}

/** Its own fee rate, whatever a child paid for it (`rateOf` is the effective one). */
function ownRate(tx: StrippedTransaction): number {
  return tx.vsize > 0 ? tx.fee / tx.vsize : 0
}

/**
 * The statuses of `audit` against `blockTxs` (the block's transactions in block order, coinbase first,
 * as `/api/v1/block/:hash/summary` gives them).
 */
export function auditStatuses(
  audit: BlockAudit,
  blockTxs: readonly StrippedTransaction[],
): AuditStatuses {
  const inBlock = new Set(blockTxs.map((tx) => tx.txid))
  const inTemplate = new Set(audit.template.map((tx) => tx.txid))
  const accelerated = new Set([
    ...audit.acceleratedTxs,
    ...audit.template.filter((tx) => tx.acc).map((tx) => tx.txid),
  ])
  const lists = {
    censored: new Set(audit.missingTxs),
    added: new Set(audit.addedTxs),
    unseen: new Set(audit.unseenTxs),
    prioritized: new Set(audit.prioritizedTxs),
    fresh: new Set(audit.freshTxs),
    sigop: new Set(audit.sigopTxs),
    rbf: new Set(audit.fullrbfTxs),
  }

  const expectedTag = (tx: StrippedTransaction): AuditTag | undefined => {
    // mempool does not call a transaction below 1 sat/vB removed: a miner may well not have had it.
    if (lists.censored.has(tx.txid) && rateOf(tx) >= 1) return 'censored'
    if (inBlock.has(tx.txid)) return undefined
    if (lists.fresh.has(tx.txid)) return rateOf(tx) - ownRate(tx) >= 0.1 ? 'freshcpfp' : 'fresh'
    if (lists.sigop.has(tx.txid)) return 'sigop'
    if (lists.rbf.has(tx.txid)) return 'rbf'
    return 'missing'
  }
  const expected = new Map<string, AuditTag[]>()
  for (const tx of audit.template) {
    const tag = accelerated.has(tx.txid) ? 'accelerated' : expectedTag(tx)
    if (tag) expected.set(tx.txid, [tag])
  }

  // Version 0 audits listed every block transaction missing from the template as added; from version 1
  // `addedTxs` holds only the displaced ones, and "added" is kept for what the mempool never saw.
  const v0 = audit.version === 0
  const addedOf = (txid: string) => lists.added.has(txid) || (!v0 && lists.unseen.has(txid))
  const actualTags = (txid: string, matchLater: boolean): AuditTag[] | 'match' => {
    if (lists.prioritized.has(txid))
      return addedOf(txid) ? ['added', 'prioritized'] : ['prioritized']
    if (lists.added.has(txid) && (v0 || lists.unseen.has(txid))) return ['added']
    if (inTemplate.has(txid)) return 'match'
    if (lists.rbf.has(txid)) return ['rbf']
    // mempool.space calls an unseen transaction added only when a template match follows it in the block.
    if (lists.unseen.has(txid) && matchLater) return ['added']
    return ['selected']
  }
  const reversed: [string, AuditTag[]][] = []
  let matchLater = false
  for (let index = blockTxs.length - 1; index > 0; index--) {
    const txid = (blockTxs[index] as StrippedTransaction).txid
    const tags = actualTags(txid, matchLater)
    if (tags === 'match') matchLater = true
    if (accelerated.has(txid)) reversed.push([txid, ['accelerated']])
    else if (tags !== 'match') reversed.push([txid, tags])
  }
  const actual = new Map(reversed.reverse())

  const blockTxids = blockTxs.slice(1).map((tx) => tx.txid)
  const sameTxs =
    blockTxids.length === inTemplate.size && blockTxids.every((txid) => inTemplate.has(txid))
  return { expected, actual, sameTxs }
}
