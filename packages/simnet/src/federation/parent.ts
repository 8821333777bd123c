import type { Chain } from '../chain/chain.js'
import type { Rng } from '../rng.js'

/** A Bitcoin output the federation holds on the parent chain (a claimed deposit, or a payout's change). */
export interface HeldOutput {
  txid: string
  vout: number
  value: number
}

/** A payout the federation broadcast on the parent chain: which Liquid peg-outs its outputs pay. */
export interface Payout {
  txid: string
  /** `liquidTxid:vout` of the peg-out each output pays, in output order; the change (if any) follows. */
  pegouts: string[]
  /** The change output's index, undefined without change. */
  change: number | undefined
}

/**
 * A Liquid network's link to its parent chain (simnet's own main or testnet): where its peg-ins' deposits
 * are and its peg-outs are paid. Absent on a Liquid network generated alone (unit tests), whose Bitcoin
 * side is then derived (see liquid/pegs.ts).
 */
export interface ParentLink {
  chain: Chain
  /** For the payouts' witnesses. */
  rng: Rng
  /** The next deposit (`depositScript(name, n)`) a peg-in claims. */
  nextDeposit: number
  /** What the federation holds, oldest first, as it knows it (spent ones leave as payouts spend them). */
  held: HeldOutput[]
  payouts: Payout[]
  /** Peg-outs paid: `liquidTxid:vout` to the payout's txid and output. */
  paid: Map<string, { txid: string; vout: number }>
}

export function parentLink(chain: Chain, rng: Rng): ParentLink {
  return { chain, rng, nextDeposit: 0, held: [], payouts: [], paid: new Map() }
}

/** The parent chain's height at `time`: its last block mined at or before it (-1 before the first). */
export function parentHeightAt(chain: Chain, time: number): number {
  const blocks = chain.blocks
  let low = 0
  let high = blocks.length - 1
  let found = -1
  while (low <= high) {
    const mid = (low + high) >> 1
    const block = blocks[mid]
    if (block && block.time <= time) {
      found = block.height
      low = mid + 1
    } else high = mid - 1
  }
  return found
}
