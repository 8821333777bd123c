import { prioritizedTxs } from './audit-prioritized.js'

/**
 * How mempool audits a mined block against the template it projected just before (backend/src/api/audit.ts
 * `auditBlock`, called from blocks.ts when the block arrives; matchRate, expectedFees and expectedWeight as
 * blocks.ts saves them). The rules, restated on simnet's data:
 *
 * - template: the first projected block's transactions; the coinbase always counts as expected.
 * - missing (`censored`): in the template, not in the block, with no excuse. Excused as `fresh` when first
 *   seen at most 180 s (PROPAGATION_MARGIN) before the audit: it may not have reached the miner. Excused too
 *   when it sat near the end of the template and the block's own extra transactions (overflow) or a fee
 *   rate at most 0.01 sat/vB above the overflow's best pushed it out.
 * - displaced: transactions from the next projected blocks an honest miner would take in place of the
 *   missing ones (their weight, plus 4,000 for the coinbase allowance).
 * - fullrbf (mempool's `rbf` list): a missing template transaction that belongs to a replacement tree
 *   (rbfCache.has) that is full-RBF or has a member in the block, before the fresh and censored checks;
 *   and any block transaction outside the template that belongs to a replacement tree, instead of added.
 * - added: in the block, not in the template, in no replacement tree, in the mempool and displaced. In the
 *   block and not in the mempool: `unseen` (one of a replacement tree too, unless it was replaced).
 * - prioritized: out of fee-rate order in the block (see `prioritizedTxs`), read with the rates the
 *   block itself gives (its own CPFP packages, see audit-block-rates.ts), not the mempool's.
 * - sigop: always empty in mempool; accelerated: none (no accelerator).
 * - score: matches (without the coinbase) / (matches + censored); 1 when neither; matchRate is the score
 *   in percent with two decimals; similarity: matched template weight / template weight.
 * - expectedFees / expectedWeight: the template's fees and its stripped vsize (weight / 4, unrounded) × 4,
 *   that is its weight (block-processor.ts $runAudit).
 */

/** A transaction as the audit reads it. */
export interface AuditTx {
  txid: string
  fee: number
  weight: number
  vsize: number
  /**
   * Effective fee rate (sat/vB): in `projected`, its package's rate in the mempool; in `block`, the rate
   * of its package within the block.
   */
  rate: number
  /** Unix seconds it was first seen; undefined when not known (a coinbase). */
  firstSeen?: number | undefined
}

export interface AuditInput {
  /** The mined block's transactions in block order, coinbase first. */
  block: readonly AuditTx[]
  /** The mempool as projected just before the block: `[0]` is the template; together, the whole mempool. */
  projected: readonly (readonly AuditTx[])[]
  /** When the audit runs (Unix seconds): the block's arrival. */
  now: number
  /** The replacement trees (mempool's rbfCache); none when absent. */
  rbf?: RbfLookup | undefined
}

/** What the audit asks of the replacement trees kept (mempool's `rbfCache`). */
export interface RbfLookup {
  /** Whether the transaction is in a kept tree, as replacing or replaced (rbfCache.has). */
  has(txid: string): boolean
  /** Whether its tree involves a full-RBF replacement (rbfCache.isFullRbf). */
  isFullRbf(txid: string): boolean
  /** The txids of its tree (what rbfCache.anyInSameTree walks). */
  treeTxids(txid: string): readonly string[]
  /** The transaction that replaced it, if any (rbfCache.getReplacedBy). */
  replacedBy(txid: string): string | undefined
}

export interface AuditResult {
  unseen: string[]
  censored: string[]
  added: string[]
  prioritized: string[]
  fresh: string[]
  sigop: string[]
  fullrbf: string[]
  accelerated: string[]
  score: number
  similarity: number
  matchRate: number
  expectedFees: number
  expectedWeight: number
}

/** Seconds after first seen when a transaction is taken to have reached every miner (mempool's margin). */
export const propagationMargin = 180
const blockWeightUnits = 4_000_000
const coinbaseAllowance = 4_000

export function auditBlock({ block, projected, now, rbf }: AuditInput): AuditResult {
  const template = projected[0] ?? []
  const mempool = new Map<string, AuditTx>()
  for (const txs of projected) for (const tx of txs) mempool.set(tx.txid, tx)
  const inBlock = new Set(block.map((tx) => tx.txid))
  const inTemplate = new Set(template.map((tx) => tx.txid))
  const coinbase = block[0]
  if (coinbase) inTemplate.add(coinbase.txid)
  const recent = (tx: AuditTx) =>
    tx.firstSeen !== undefined && now - tx.firstSeen <= propagationMargin

  const fresh: string[] = []
  const fullrbf: string[] = []
  const censored = new Set<string>()
  // A replacement may have taken it out, or the pool knows another version: no censorship.
  const replaced = (txid: string) =>
    !!rbf?.has(txid) &&
    (rbf.isFullRbf(txid) || rbf.treeTxids(txid).some((member) => inBlock.has(member)))
  let displacedWeight = 0
  let matchedWeight = 0
  let projectedWeight = 0
  for (const tx of template) {
    if (inBlock.has(tx.txid)) matchedWeight += tx.weight
    else {
      if (replaced(tx.txid)) fullrbf.push(tx.txid)
      else if (recent(tx)) fresh.push(tx.txid)
      else censored.add(tx.txid)
      displacedWeight += tx.weight
    }
    projectedWeight += tx.weight
  }
  if (coinbase) {
    displacedWeight += coinbaseAllowance - coinbase.weight
    projectedWeight += coinbase.weight
    matchedWeight += coinbase.weight
  }

  const displaced = displacedTxs(projected, displacedWeight + coinbaseAllowance, recent)

  const added: string[] = []
  const unseen: string[] = []
  let overflowWeight = 0
  let totalWeight = 0
  let matches = 0
  for (const tx of block) {
    if (inTemplate.has(tx.txid)) matches++
    else {
      if (rbf?.has(tx.txid)) {
        fullrbf.push(tx.txid)
        if (!mempool.has(tx.txid) && rbf.replacedBy(tx.txid) === undefined) unseen.push(tx.txid)
      } else if (!mempool.has(tx.txid)) unseen.push(tx.txid)
      else if (displaced.has(tx.txid)) added.push(tx.txid)
      overflowWeight += tx.weight
    }
    totalWeight += tx.weight
  }

  // Walking the template from its end: what the block's overflow pushed out is no censorship.
  let overflowRemaining = overflowWeight - (blockWeightUnits - totalWeight)
  let maxOverflowRate = 0
  let rateThreshold = 0
  for (let i = template.length - 1; i >= 0; i--) {
    const tx = template[i] as AuditTx
    if (overflowRemaining > 0) {
      censored.delete(tx.txid)
      if (tx.rate > maxOverflowRate) {
        maxOverflowRate = tx.rate
        rateThreshold = Math.ceil(maxOverflowRate * 100) / 100 + 0.005
      }
    } else if (tx.rate <= rateThreshold) censored.delete(tx.txid)
    overflowRemaining -= tx.weight
  }

  const matched = matches - 1
  const score =
    matched <= 0 && censored.size === 0 ? 1 : matched > 0 ? matched / (matched + censored.size) : 0
  return {
    unseen,
    censored: [...censored],
    added,
    prioritized: prioritizedTxs(block),
    fresh,
    sigop: [],
    fullrbf,
    accelerated: [],
    score,
    similarity: projectedWeight ? matchedWeight / projectedWeight : 1,
    matchRate: Math.round(score * 100 * 100) / 100,
    expectedFees: template.reduce((n, tx) => n + tx.fee, 0),
    expectedWeight: template.reduce((n, tx) => n + tx.weight, 0),
  }
}

/**
 * The transactions of the projected blocks after the first that an honest miner would have taken in
 * place of the missing ones: in projected order, while their weight fits in what is left of `weight` (a
 * recent one costs nothing, it may not have reached the miner), or while their rate is as high as the
 * last one that fitted; 500 misses in a row end the walk.
 */
function displacedTxs(
  projected: readonly (readonly AuditTx[])[],
  weight: number,
  recent: (tx: AuditTx) => boolean,
): Set<string> {
  const out = new Set<string>()
  let remaining = weight
  let lastRate = Number.POSITIVE_INFINITY
  let failures = 0
  for (const txs of projected.slice(1)) {
    for (const tx of txs) {
      if (failures >= 500) return out
      const fits = tx.weight - remaining < coinbaseAllowance
      if (fits || tx.rate >= lastRate - 0.005) {
        out.add(tx.txid)
        if (fits) lastRate = Math.min(lastRate, (tx.rate * tx.vsize) / Math.ceil(tx.vsize))
        if (!recent(tx)) remaining -= tx.weight
        failures = 0
      } else failures++
    }
  }
  return out
}
