import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AuditStatuses } from './auditStatuses'

/**
 * A transaction's audit status as mempool.space's block page gives it (block.component.ts
 * `setupBlockAudit`), the match aside. In the expected block: `censored` (the audit's `missingTxs`),
 * `missing` (left out, excused), `fresh`, `freshcpfp`, `sigop`, `rbf`. In the actual block: `added`
 * (never seen in the mempool), `prioritized`, `selected` (not in the template but in the mempool), `rbf`.
 * `accelerated` on either side.
 */
export type AuditTag =
  | 'censored'
  | 'missing'
  | 'fresh'
  | 'freshcpfp'
  | 'sigop'
  | 'rbf'
  | 'accelerated'
  | 'added'
  | 'prioritized'
  | 'selected'

export interface AuditTagInfo {
  /**
   * Words, as the legend and the list say them: mempool.space's, told apart where it says the same twice.
   * Translated where shown (`i18n._`).
   */
  label: MessageDescriptor
  /** What it means, for the legend's title. */
  meaning: MessageDescriptor
  /** The square's colour in an overview: one hue per tag, readable on both themes' backgrounds. */
  color: string
}

export const auditTagInfo: Record<AuditTag, AuditTagInfo> = {
  censored: {
    label: msg({ message: 'Removed', context: 'block audit: a transaction left out of the block' }),
    meaning: msg`In the template, left out of the block, with no excuse found`,
    color: '#e8405a',
  },
  missing: {
    label: msg`Marginal fee rate, left out`,
    meaning: msg`In the template, left out of the block but excused: pushed out near the template’s lowest fee rate, or under the usual minimum relay fee rate`,
    color: '#f08a4b',
  },
  fresh: {
    label: msg`Recently broadcast`,
    meaning: msg`Left out, but first seen too shortly before the block to have reached the miner`,
    color: '#e0a020',
  },
  freshcpfp: {
    label: msg`Recently CPFP'd`,
    meaning: msg`Left out, but a child raised its fee rate too shortly before the block for the miner to know`,
    color: '#9fb83a',
  },
  sigop: {
    label: msg`High sigop count`,
    meaning: msg`Left out for its signature operations`,
    color: '#8a8f9e',
  },
  rbf: {
    label: msg({ message: 'Conflict', context: 'block audit tag' }),
    meaning: msg`Part of a replacement (RBF) or in conflict with the block`,
    color: '#1fb5a8',
  },
  accelerated: {
    label: msg({ message: 'Accelerated', context: 'block audit tag' }),
    meaning: msg`Prioritized by an accelerator`,
    color: '#e85cc4',
  },
  added: {
    label: msg({ message: 'Added', context: 'block audit tag' }),
    meaning: msg`In the block, never seen in the mempool`,
    color: '#2f8cff',
  },
  prioritized: {
    label: msg({ message: 'Prioritized', context: 'block audit tag' }),
    meaning: msg`Placed higher in the block than its fee rate earns`,
    color: '#a25cf0',
  },
  selected: {
    label: msg`Marginal fee rate, selected`,
    meaning: msg`In the block, not in the template: a mempool transaction near the template’s lowest fee rate (or an unseen one below every match)`,
    color: '#7bd389',
  },
}

/** The order the legend shows tags in: the expected block's first, then the actual block's. */
export const auditTagOrder: readonly AuditTag[] = [
  'censored',
  'missing',
  'fresh',
  'freshcpfp',
  'sigop',
  'rbf',
  'accelerated',
  'added',
  'prioritized',
  'selected',
]

/** One tagged transaction: where it shows (the template, the block or both) follows from its tags. */
export interface TaggedTx {
  txid: string
  tags: AuditTag[]
}

/**
 * Every transaction that differs, with its tags: the template's in template order, then the block's own
 * in block order (a transaction in both carries the tags of both, once each).
 */
export function taggedTxs(statuses: AuditStatuses): TaggedTx[] {
  const byTxid = new Map<string, AuditTag[]>()
  for (const side of [statuses.expected, statuses.actual]) {
    for (const [txid, tags] of side) {
      const known = byTxid.get(txid) ?? []
      byTxid.set(txid, [...known, ...tags.filter((tag) => !known.includes(tag))])
    }
  }
  return [...byTxid].map(([txid, tags]) => ({ txid, tags }))
}

/** How many transactions carry each tag, in legend order. */
export function tagCounts(statuses: AuditStatuses): [AuditTag, number][] {
  const counts = new Map<AuditTag, number>()
  for (const { tags } of taggedTxs(statuses)) {
    for (const tag of tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  }
  return auditTagOrder.map((tag) => [tag, counts.get(tag) ?? 0])
}

/** The colour of a block's health as mempool.space gives it: good from 99 %, fair from 75 %, else poor. */
export function healthTone(matchRate: number): 'good' | 'fair' | 'poor' {
  return matchRate >= 99 ? 'good' : matchRate >= 75 ? 'fair' : 'poor'
}
