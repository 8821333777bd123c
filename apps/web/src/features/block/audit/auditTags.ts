import type { BlockAudit } from '@outpoint/explorer-client'

/**
 * How mempool's audit tags a transaction that differs between the template it projected and the block
 * mined (its `...Txs` lists): `missing` is its `missingTxs` (censored, no excuse found).
 */
export type AuditTag =
  | 'added'
  | 'missing'
  | 'prioritized'
  | 'fresh'
  | 'sigop'
  | 'fullrbf'
  | 'accelerated'
  | 'unseen'

export interface AuditTagInfo {
  /** Words, as the legend and the list say them. */
  label: string
  /** What it means, for the legend's title. */
  meaning: string
  /** The square's colour in an overview: one hue per tag, readable on both themes' backgrounds. */
  color: string
}

export const auditTagInfo: Record<AuditTag, AuditTagInfo> = {
  added: { label: 'Added', meaning: 'In the block, not in the template', color: '#2f8cff' },
  missing: {
    label: 'Missing',
    meaning: 'In the template, left out of the block',
    color: '#e8405a',
  },
  prioritized: {
    label: 'Prioritized',
    meaning: 'Placed higher in the block than its fee rate earns',
    color: '#a25cf0',
  },
  fresh: {
    label: 'Recently broadcast',
    meaning: 'Left out, but first seen too shortly before the block to have reached the miner',
    color: '#e0a020',
  },
  sigop: { label: 'Sigop', meaning: 'Left out for its signature operations', color: '#8a8f9e' },
  fullrbf: { label: 'Full RBF', meaning: 'Part of a full-RBF replacement', color: '#1fb5a8' },
  accelerated: { label: 'Accelerated', meaning: 'Prioritized by an accelerator', color: '#e85cc4' },
  unseen: { label: 'Not seen', meaning: 'In the block, never in the mempool', color: '#6d7a99' },
}

/** The audit's list of each tag, in the order the legend shows them. */
const lists: readonly [AuditTag, keyof BlockAudit][] = [
  ['added', 'addedTxs'],
  ['missing', 'missingTxs'],
  ['prioritized', 'prioritizedTxs'],
  ['fresh', 'freshTxs'],
  ['sigop', 'sigopTxs'],
  ['fullrbf', 'fullrbfTxs'],
  ['accelerated', 'acceleratedTxs'],
  ['unseen', 'unseenTxs'],
]

export const auditTagOrder: readonly AuditTag[] = lists.map(([tag]) => tag)

/** One tagged transaction: where it shows (the template, the block or both) follows from its tags. */
export interface TaggedTx {
  txid: string
  tags: AuditTag[]
}

/** Every tagged transaction with its tags, in the audit's list order (a transaction may carry several). */
export function taggedTxs(audit: BlockAudit): TaggedTx[] {
  const byTxid = new Map<string, AuditTag[]>()
  for (const [tag, key] of lists) {
    for (const txid of audit[key] as string[]) {
      const tags = byTxid.get(txid)
      if (tags) tags.push(tag)
      else byTxid.set(txid, [tag])
    }
  }
  return [...byTxid].map(([txid, tags]) => ({ txid, tags }))
}

/** How many transactions carry each tag, in legend order. */
export function tagCounts(audit: BlockAudit): [AuditTag, number][] {
  return lists.map(([tag, key]) => [tag, (audit[key] as string[]).length])
}

/** The colour of a block's health as mempool.space gives it: good from 99 %, fair from 75 %, else poor. */
export function healthTone(matchRate: number): 'good' | 'fair' | 'poor' {
  return matchRate >= 99 ? 'good' : matchRate >= 75 ? 'fair' : 'poor'
}
