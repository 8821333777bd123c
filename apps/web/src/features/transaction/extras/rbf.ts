import type { RbfHistory, RbfTransaction, RbfTree } from '@outpoint/explorer-client'

export interface RbfVersion {
  tx: RbfTransaction
  /** Unix seconds when this version was seen. */
  time: number
  /** The version that replaced this one, if any. */
  replacedBy: string | undefined
  /** Depth in the tree: 0 for the newest version. */
  depth: number
}

/** The replacement tree as a list, newest first, each version with what replaced it. */
export function flattenRbf(tree: RbfTree | null): RbfVersion[] {
  const out: RbfVersion[] = []
  const walk = (node: RbfTree, replacedBy: string | undefined, depth: number) => {
    out.push({ tx: node.tx, time: node.time, replacedBy, depth })
    for (const child of node.replaces) walk(child, node.tx.txid, depth + 1)
  }
  if (tree) walk(tree, undefined, 0)
  return out
}

/** What a transaction's page says about replacements: what replaced it and what it replaced. */
export function rbfRelations(history: RbfHistory, txid: string) {
  const versions = flattenRbf(history.replacements)
  const self = versions.find((version) => version.tx.txid === txid)
  const replaces = history.replaces ?? []
  return {
    versions,
    replacedBy: self?.replacedBy,
    replaces,
    any: versions.length > 1 || replaces.length > 0,
  }
}

/** One version of a replacement tree on the transaction page's timeline. */
export interface RbfTimelineEntry {
  tx: RbfTransaction
  /** Unix seconds when this version was seen. */
  time: number
  /** Its own fee rate (fee / vsize), sat/vB. */
  rate: number
  /** What it paid over the versions it replaced: fee in sats above theirs together, rate above the best. */
  bump: { fee: number; rate: number } | undefined
  /** The versions it replaced directly. */
  replaced: string[]
  /** The transaction the page shows. */
  shown: boolean
  /** The newest version: the one left in the mempool (or mined). */
  latest: boolean
}

const rateOf = (tx: RbfTransaction) => tx.fee / tx.vsize

/** Every version of a replacement tree in the order they were seen, each with its fee bump. */
export function rbfTimeline(tree: RbfTree | null, txid: string): RbfTimelineEntry[] {
  const out: (RbfTimelineEntry & { depth: number })[] = []
  const walk = (node: RbfTree, depth: number) => {
    const replaced = node.replaces.map((child) => child.tx)
    out.push({
      tx: node.tx,
      time: node.time,
      rate: rateOf(node.tx),
      bump: replaced.length
        ? {
            fee: node.tx.fee - replaced.reduce((sum, tx) => sum + tx.fee, 0),
            rate: rateOf(node.tx) - Math.max(...replaced.map(rateOf)),
          }
        : undefined,
      replaced: replaced.map((tx) => tx.txid),
      shown: node.tx.txid === txid,
      latest: depth === 0,
      depth,
    })
    for (const child of node.replaces) walk(child, depth + 1)
  }
  if (tree) walk(tree, 0)
  // Seen at the same second: what was replaced came first.
  out.sort((a, b) => a.time - b.time || b.depth - a.depth)
  return out.map(({ depth: _, ...entry }) => entry)
}
