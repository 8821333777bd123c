import { propagationMargin } from '../mining/audit.js'
import type { Rng } from '../rng.js'
import type { Chain } from './chain.js'
import { mempoolGraph } from './mempool-graph.js'
import { blockWeightLimit, type MempoolProjection } from './projection.js'
import type { TxRecord } from './types.js'

/**
 * How a pool's block departs from the template it was handed, as real pools' do now and then (what
 * mempool's audit then tags): `follow` takes the template as it is; `censor` leaves one or two of its
 * transactions out (missing); `prioritize` puts one to three low-fee transactions from far down the
 * mempool at the top of the block (prioritized), the template's tail making room; `empty` mines the
 * coinbase alone; `fresh` works from a template a little behind, without what arrived in the last
 * minute (fresh). The space a deviation frees is filled from the next projected block (added).
 */
export const deviations = ['follow', 'censor', 'prioritize', 'empty', 'fresh'] as const
export type Deviation = (typeof deviations)[number]

/** Seconds a `fresh` block's template lags behind the mempool when asked for one on purpose. */
const freshLag = 60

/**
 * How often a live block deviates, by kind (the rest follow the template): rare enough that most blocks
 * match their template, often enough that a session of a few hours meets each kind.
 */
const liveChances: readonly [Deviation, number][] = [
  ['empty', 0.004],
  ['censor', 0.02],
  ['prioritize', 0.03],
  ['fresh', 0.08],
]

/** A live block's deviation, drawn from `rng`. */
export function drawDeviation(rng: Rng): Deviation {
  let draw = rng.next()
  for (const [kind, chance] of liveChances) {
    if (draw < chance) return kind
    draw -= chance
  }
  return 'follow'
}

/**
 * The transactions a pool mines, parents before children, from `projection` (its first block the
 * template) as `deviation` says, at block time `time`. Every parent of a transaction taken is confirmed or
 * taken before it, so the block is valid.
 */
export function minedTxs(
  chain: Chain,
  projection: MempoolProjection,
  deviation: Deviation,
  rng: Rng,
  time: number,
): TxRecord[] {
  const template = projection.blocks[0]?.txs ?? []
  if (deviation === 'empty') return []
  const block = new Block(chain)
  if (deviation === 'prioritize') {
    for (const record of lowFeeTxs(chain, projection, rng)) block.add(record)
  }
  const left = new Set<string>()
  if (deviation === 'censor') for (const txid of victims(chain, template, rng, time)) left.add(txid)
  const lag = deviation === 'fresh' ? freshLag : 0
  const known = (record: TxRecord) => lag === 0 || record.firstSeen <= time - lag
  for (const record of template) {
    if (left.has(record.txid) || !known(record) || !block.add(record)) {
      left.add(record.txid)
    }
  }
  if (deviation === 'follow' || deviation === 'prioritize') return block.records
  // The freed space goes to the next best transactions the pool knows of.
  for (const later of projection.blocks.slice(1)) {
    for (const record of later.txs) {
      if (block.full()) return block.records
      if (known(record)) block.add(record)
    }
  }
  return block.records
}

/** A block being filled: a transaction goes in while it fits and its mempool parents are in already. */
class Block {
  readonly records: TxRecord[] = []
  private readonly taken = new Set<string>()
  private weight = 0
  private readonly graph

  constructor(chain: Chain) {
    this.graph = mempoolGraph(chain)
  }

  full(): boolean {
    return this.weight >= blockWeightLimit - 4_000
  }

  add(record: TxRecord): boolean {
    if (this.taken.has(record.txid) || this.weight + record.weight > blockWeightLimit) return false
    const node = this.graph.nodes.get(record.txid)
    if (node?.parents.some((parent) => parent.inMempool && !this.taken.has(parent.txid)))
      return false
    this.records.push(record)
    this.taken.add(record.txid)
    this.weight += record.weight
    return true
  }
}

/** Transactions without unconfirmed parents or children in `txs`. */
function loners(chain: Chain, txs: readonly TxRecord[]): TxRecord[] {
  const graph = mempoolGraph(chain)
  return txs.filter((record) => {
    const node = graph.nodes.get(record.txid)
    return node !== undefined && node.parents.length === 0 && node.children.length === 0
  })
}

/**
 * One to three cheap transactions, what a pool is paid out of band for: from the last projected blocks,
 * or when the mempool fits in one block, from the template's cheap end (moved to the top, out of order).
 */
function lowFeeTxs(chain: Chain, projection: MempoolProjection, rng: Rng): TxRecord[] {
  const far = projection.blocks
    .slice(1)
    .slice(-2)
    .flatMap((b) => b.txs)
  const template = projection.blocks[0]?.txs ?? []
  const pool = loners(chain, far.length ? far : template.slice(Math.ceil(template.length / 2)))
  return pick(pool, rng.int(1, 3), rng)
}

/**
 * One or two template transactions to leave out, none with a child in the mempool (leaving a parent out
 * would take its children with it): seen long enough ago to have reached every miner (mempool's audit
 * excuses a recent one as fresh), from the template's upper half where there are such (its audit excuses
 * one near the end that the block's other transactions pushed out).
 */
function victims(chain: Chain, template: readonly TxRecord[], rng: Rng, time: number): string[] {
  const graph = mempoolGraph(chain)
  const childless = template.filter((r) => graph.nodes.get(r.txid)?.children.length === 0)
  const old = childless.filter((record) => record.firstSeen < time - propagationMargin)
  const upper = new Set(template.slice(0, Math.ceil(template.length / 2)))
  const oldUpper = old.filter((record) => upper.has(record))
  const from = oldUpper.length ? oldUpper : old.length ? old : childless
  return pick(from, rng.int(1, 2), rng).map((r) => r.txid)
}

function pick<T>(items: readonly T[], count: number, rng: Rng): T[] {
  const left = [...items]
  const out: T[] = []
  while (out.length < count && left.length)
    out.push(left.splice(rng.int(0, left.length - 1), 1)[0] as T)
  return out
}
