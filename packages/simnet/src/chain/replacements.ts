import { EventEmitter } from 'node:events'
import type { RbfTransaction, RbfTree, ReplacementInfo } from '@outpoint/explorer-client'
import type { RbfLookup } from '../mining/audit.js'
import type { SimChain } from './history.js'
import { rawInputs, signalsRbf } from './mempool-inputs.js'
import type { TxRecord } from './types.js'

/**
 * A transaction as simnet strips it into a tree: mempool's `RbfTransaction` with the rate, first-seen time
 * and BIP 125 flag it always sets (`vsize` is weight / 4, unrounded, as mempool strips it; `fullRbf` is set
 * on a replacing transaction that replaced one that did not signal). The trees themselves are mempool's
 * `RbfTree` (the root is the newest transaction; `interval` is the seconds from a transaction's arrival to
 * its replacement, absent on the root).
 */
type StrippedRbf = RbfTransaction & { rate: number; time: number; rbf: boolean }

/** What a replacement did: announced to `onReplacement` listeners after the new transaction arrived. */
export interface Replacement {
  /** The transactions it conflicted with directly. */
  replaced: TxRecord[]
  /** Everything it took out of the mempool: the replaced transactions and their descendants, parents first. */
  evicted: TxRecord[]
  by: TxRecord
  tree: RbfTree
}

/** Trees kept per chain (mempool keeps a day's worth); older ones are forgotten first. */
const maxTrees = 1_000

interface RbfState {
  /** By the txid of their newest transaction, oldest replacement first. */
  trees: Map<string, RbfTree>
  /** Every txid of a tree to the tree's id. */
  treeOf: Map<string, string>
  replacedBy: Map<string, string>
  replaces: Map<string, string[]>
  /** The replaced transactions themselves, for a client that still asks about them. */
  records: Map<string, TxRecord>
  events: EventEmitter<{ replacement: [Replacement] }>
}

const states = new WeakMap<SimChain, RbfState>()

function state(sim: SimChain): RbfState {
  let found = states.get(sim)
  if (!found) {
    const created: RbfState = {
      trees: new Map(),
      treeOf: new Map(),
      replacedBy: new Map(),
      replaces: new Map(),
      records: new Map(),
      events: new EventEmitter(),
    }
    found = created
    states.set(sim, created)
    sim.chain.events.on('block', (_block, confirmed) => {
      for (const record of confirmed) markMined(created, record.txid)
    })
  }
  return found
}

function strip(record: TxRecord): StrippedRbf {
  return {
    txid: record.txid,
    fee: record.fee,
    vsize: record.weight / 4,
    value: record.outputs.reduce((n, o) => n + o.value, 0),
    rate: record.fee / (record.weight / 4),
    time: record.firstSeen,
    rbf: signalsRbf(rawInputs(record.raw)),
  }
}

/**
 * Records that `by` replaced `replaced` (its direct conflicts), evicting `evicted`: the replaced
 * transactions' trees (or new leaves) become the children of a tree rooted at `by`, as mempool's RBF
 * cache does. Announces the replacement.
 */
export function recordReplacement(
  sim: SimChain,
  replaced: readonly TxRecord[],
  evicted: readonly TxRecord[],
  by: TxRecord,
): RbfTree {
  const s = state(sim)
  const tx = strip(by)
  const children: RbfTree[] = []
  let txFullRbf = false
  let treeFullRbf = false
  for (const record of replaced) {
    s.replacedBy.set(record.txid, by.txid)
    s.records.set(record.txid, record)
    const treeId = s.treeOf.get(record.txid)
    const existing = treeId === undefined ? undefined : s.trees.get(treeId)
    if (treeId !== undefined && existing) {
      s.trees.delete(treeId)
      existing.interval = tx.time - existing.time
      children.push(existing)
      treeFullRbf ||= existing.fullRbf || !existing.tx.rbf
      txFullRbf ||= !existing.tx.rbf
    } else {
      const leaf = strip(record)
      children.push({
        tx: leaf,
        time: leaf.time,
        interval: tx.time - leaf.time,
        fullRbf: !leaf.rbf,
        replaces: [],
      })
      treeFullRbf ||= !leaf.rbf
      txFullRbf ||= !leaf.rbf
    }
  }
  tx.fullRbf = txFullRbf
  const tree: RbfTree = { tx, time: tx.time, fullRbf: treeFullRbf, replaces: children }
  s.trees.set(by.txid, tree)
  for (const member of members(tree)) s.treeOf.set(member.txid, by.txid)
  s.replaces.set(
    by.txid,
    children.map((child) => child.tx.txid),
  )
  while (s.trees.size > maxTrees) forgetOldest(s)
  s.events.emit('replacement', { replaced: [...replaced], evicted: [...evicted], by, tree })
  return tree
}

function members(tree: RbfTree): RbfTransaction[] {
  return [tree.tx, ...tree.replaces.flatMap(members)]
}

function forgetOldest(s: RbfState): void {
  const [id, tree] = s.trees.entries().next().value ?? []
  if (id === undefined || !tree) return
  s.trees.delete(id)
  for (const { txid } of members(tree)) {
    s.treeOf.delete(txid)
    s.replacedBy.delete(txid)
    s.replaces.delete(txid)
    s.records.delete(txid)
  }
}

function markMined(s: RbfState, txid: string): void {
  const treeId = s.treeOf.get(txid)
  const tree = treeId === undefined ? undefined : s.trees.get(treeId)
  if (!tree) return
  const tx = members(tree).find((member) => member.txid === txid)
  if (tx) tx.mined = true
  tree.mined = true
}

/** The replacement tree a transaction belongs to (as replacer or replaced). */
export function rbfTree(sim: SimChain, txid: string): RbfTree | undefined {
  const s = states.get(sim)
  const treeId = s?.treeOf.get(txid)
  return treeId === undefined ? undefined : s?.trees.get(treeId)
}

/**
 * The trees as a block's audit reads them (mempool's rbfCache.has, isFullRbf, anyInSameTree and
 * getReplacedBy): every transaction of a kept tree, replacing or replaced, mined or not, for as long as
 * the tree is kept (mempool keeps them a day after they leave the mempool; simnet the latest 1,000).
 */
export function rbfLookup(sim: SimChain): RbfLookup {
  const s = states.get(sim)
  const treeOf = (txid: string) => {
    const treeId = s?.treeOf.get(txid)
    return treeId === undefined ? undefined : s?.trees.get(treeId)
  }
  return {
    has: (txid) => treeOf(txid) !== undefined,
    isFullRbf: (txid) => treeOf(txid)?.fullRbf ?? false,
    treeTxids: (txid) => {
      const tree = treeOf(txid)
      return tree ? members(tree).map((member) => member.txid) : []
    },
    replacedBy: (txid) => s?.replacedBy.get(txid),
  }
}

/** The txids a transaction replaced directly. */
export function replacesOf(sim: SimChain, txid: string): string[] | undefined {
  return states.get(sim)?.replaces.get(txid)
}

/** The transaction that replaced `txid`. */
export function replacedBy(sim: SimChain, txid: string): string | undefined {
  return states.get(sim)?.replacedBy.get(txid)
}

/** A replaced transaction as it was in the mempool (it is no longer in the chain). */
export function replacedTransaction(sim: SimChain, txid: string): TxRecord | undefined {
  return states.get(sim)?.records.get(txid)
}

/**
 * The latest replacement trees, newest first, 25 at most as mempool pages them; `fullRbfOnly` keeps the
 * trees with a full-RBF replacement; `after` continues after the tree holding that txid.
 */
export function rbfTrees(
  sim: SimChain,
  options: { fullRbfOnly?: boolean; after?: string } = {},
): RbfTree[] {
  const s = states.get(sim)
  if (!s) return []
  const afterTree = options.after === undefined ? undefined : s.treeOf.get(options.after)
  let ready = afterTree === undefined
  const out: RbfTree[] = []
  for (const [id, tree] of [...s.trees].reverse()) {
    if (out.length >= 25) break
    if (id === afterTree) ready = true
    else if (ready && (!options.fullRbfOnly || tree.fullRbf)) out.push(tree)
  }
  return out
}

/** mempool's `rbfLatestSummary`: the six latest replacements, old and new fees and sizes. */
export function rbfSummary(sim: SimChain): ReplacementInfo[] {
  return rbfTrees(sim)
    .slice(0, 6)
    .map((tree) => ({
      txid: tree.tx.txid,
      mined: !!tree.tx.mined,
      fullRbf: !!tree.tx.fullRbf,
      oldFee: tree.replaces.reduce((n, child) => n + child.tx.fee, 0),
      oldVsize: tree.replaces.reduce((n, child) => n + child.tx.vsize, 0),
      newFee: tree.tx.fee,
      newVsize: tree.tx.vsize,
    }))
}

/** Calls `listener` after every replacement on the chain; returns the function that stops it. */
export function onReplacement(
  sim: SimChain,
  listener: (replacement: Replacement) => void,
): () => void {
  const { events } = state(sim)
  events.on('replacement', listener)
  return () => {
    events.off('replacement', listener)
  }
}
