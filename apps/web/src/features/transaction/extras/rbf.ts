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
