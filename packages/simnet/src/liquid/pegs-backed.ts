import type { Chain } from '../chain/chain.js'
import type { ParentLink } from '../federation/parent.js'
import type { FederationBooks, FederationTxo, PegRow } from './pegs.js'

/** Liquid's federation timelock (parent blocks before the emergency keys may spend an output). */
export const timelock = 4032

/** The time of the parent block that confirmed `txid`, if it is confirmed at or below `audit`. */
function auditedAt(
  chain: Chain,
  txid: string,
  audit: number,
): { height: number; time: number } | undefined {
  const confirmation = chain.txs.get(txid)?.confirmation
  return confirmation && confirmation.height <= audit ? confirmation : undefined
}

/** The audited parent block whose transaction spent the output, undefined while none has. */
function spentIn(
  chain: Chain,
  txid: string,
  vout: number,
  audit: number,
): { height: number; time: number } | undefined {
  const spender = chain.txs.get(txid)?.outputs[vout]?.spentBy
  return spender ? auditedAt(chain, spender, audit) : undefined
}

/**
 * Whether the audit marked an output expired: it reached the block where the timelock ends (`expires`)
 * with the output unspent. mempool's elements-parser.ts sets `expiredAt` (that block's time) then, and a
 * later spend leaves it set; an output spent in that block or before never expires.
 */
export function expiredInAudit(expires: number, audit: number, spentHeight?: number): boolean {
  return audit >= expires && (spentHeight === undefined || spentHeight > expires)
}

/**
 * Parent blocks the audit stays below the tip: mempool's elements-parser.ts waits for one confirmation
 * (`auditBlockOffsetWithTip = 1`) before it audits a block, so a reorg of the tip cannot undo the books.
 */
export const auditOffset = 1

/**
 * The books of a Liquid network linked to its parent chain, audited up to the block below the parent's
 * tip ({@link auditOffset}): the claimed deposits and the payouts' change as the parent chain has them
 * (heights, times, spends), and each peg-out's payout once an audited parent block has confirmed it.
 */
export function backedBooks(link: ParentLink, pegs: PegRow[]): FederationBooks {
  const { chain } = link
  const audit = chain.tip.height - auditOffset
  const txos: FederationTxo[] = []
  const txo = (
    txid: string,
    vout: number,
    peg: { txid: string; index: number; time: number } | undefined,
  ) => {
    const confirmed = auditedAt(chain, txid, audit)
    const output = chain.txs.get(txid)?.outputs[vout]
    if (!confirmed || !output) return
    const expires = confirmed.height + timelock
    const spent = spentIn(chain, txid, vout, audit)
    txos.push({
      txid,
      txindex: vout,
      bitcoinaddress: output.address ?? '',
      amount: output.value,
      blocknumber: confirmed.height,
      blocktime: confirmed.time,
      spentAt: spent?.time ?? 0,
      pegtxid: peg?.txid ?? '',
      pegindex: peg?.index ?? 0,
      pegblocktime: peg?.time ?? 0,
      timelock,
      expiredAt: expiredInAudit(expires, audit, spent?.height)
        ? (chain.blockAt(expires)?.time ?? 0)
        : 0,
    })
  }
  for (const peg of pegs) {
    if (peg.amount > 0) {
      txo(peg.bitcointxid, peg.bitcoinindex, {
        txid: peg.txid,
        index: peg.txindex,
        time: peg.datetime,
      })
    } else if (peg.bitcoinaddress) {
      const paid = link.paid.get(`${peg.txid}:${peg.txindex}`)
      if (paid && auditedAt(chain, paid.txid, audit)) {
        peg.bitcointxid = paid.txid
        peg.bitcoinindex = paid.vout
      }
    }
  }
  for (const payout of link.payouts) {
    if (payout.change !== undefined) txo(payout.txid, payout.change, undefined)
  }
  return { pegs, txos, bitcoinTip: chain.tip.height, lastBlockAudit: audit }
}
