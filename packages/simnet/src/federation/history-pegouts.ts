import { scriptAddress } from '../bitcoin/script.js'
import type { Rng } from '../rng.js'
import type { ParentLink } from './parent.js'
import { changeScript } from './scripts.js'

/*
 * The Liquid history's peg-outs, made to match the payouts main's history already holds
 * (history-payouts.ts): each output of a payout is a peg-out made on Liquid a little before the payout's
 * block, to the same script for the same amount.
 */

/** A peg-out the Liquid history makes: what it pays, and the parent chain's output that pays it. */
export interface PlannedPegout {
  script: Uint8Array
  value: number
  payout: string
  vout: number
  /** The payout's block time: the peg-out must be confirmed on Liquid before it. */
  paidAt: number
}

/** A history payout of the parent chain: its txid, the peg-outs it pays, its change output. */
interface HistoryPayout {
  txid: string
  pegouts: PlannedPegout[]
  change: number
}

/** Delay between a peg-out's Liquid block and the payout's parent block (seconds). */
const minDelay = 15 * 60
const maxDelay = 3 * 3600

/** The parent chain's confirmed payouts of the federation of `liquid` (outputs paying its change script). */
export function historyPayouts(link: ParentLink, liquid: string): HistoryPayout[] {
  const { chain } = link
  const change = scriptAddress(changeScript(liquid), chain.params)
  const txids = change ? (chain.addressChain.get(change) ?? []) : []
  const payouts: HistoryPayout[] = []
  for (const txid of new Set(txids)) {
    const record = chain.txs.get(txid)
    const paidAt = record?.confirmation?.time
    if (!record || paidAt === undefined) continue
    const changeIndex = record.outputs.findIndex((o) => o.address === change)
    if (changeIndex !== record.outputs.length - 1) continue
    const pegouts = record.outputs.slice(0, changeIndex).map((output, vout) => ({
      script: output.script,
      value: output.value,
      payout: txid,
      vout,
      paidAt,
    }))
    payouts.push({ txid, pegouts, change: changeIndex })
  }
  return payouts.sort((a, b) => (a.pegouts[0]?.paidAt ?? 0) - (b.pegouts[0]?.paidAt ?? 0))
}

/**
 * When each planned peg-out is made: the index of the Liquid history block (from `firstIndex`, the first
 * block whose wallet can pay), a random delay of a quarter of an hour to three hours before its payout.
 */
export function pegoutSchedule(
  payouts: HistoryPayout[],
  rng: Rng,
  firstTime: number,
  interval: number,
  firstIndex: number,
): Map<number, PlannedPegout[]> {
  const schedule = new Map<number, PlannedPegout[]>()
  for (const pegout of payouts.flatMap((p) => p.pegouts)) {
    const time = pegout.paidAt - rng.int(minDelay, maxDelay)
    const index = Math.max(firstIndex, Math.floor((time - firstTime) / interval))
    schedule.set(index, [...(schedule.get(index) ?? []), pegout])
  }
  return schedule
}

/**
 * Records the history's payouts on the link once the Liquid history has made their peg-outs (`made`:
 * the payout output `txid:vout` to the Liquid peg-out `txid:vout`), and what the federation holds since:
 * its unspent outputs, oldest first.
 */
export function recordHistoryPayouts(
  link: ParentLink,
  payouts: HistoryPayout[],
  made: Map<string, string>,
): void {
  const { chain } = link
  for (const payout of payouts) {
    const pegouts: string[] = []
    for (const { vout } of payout.pegouts) {
      const pegout = made.get(`${payout.txid}:${vout}`)
      if (!pegout) continue
      pegouts.push(pegout)
      link.paid.set(pegout, { txid: payout.txid, vout })
    }
    link.payouts.push({ txid: payout.txid, pegouts, change: payout.change })
    link.held.push({
      txid: payout.txid,
      vout: payout.change,
      value: chain.txs.get(payout.txid)?.outputs[payout.change]?.value ?? 0,
    })
  }
  const heightOf = (txid: string) =>
    chain.txs.get(txid)?.confirmation?.height ?? Number.POSITIVE_INFINITY
  link.held = link.held
    .filter((h) => chain.unspent(h.txid, h.vout))
    .sort((a, b) => heightOf(a.txid) - heightOf(b.txid))
}
