import { scriptAddress } from '../bitcoin/script.js'
import { Transaction } from '../bitcoin/tx.js'
import { type ParentLink, parentHeightAt } from './parent.js'
import { depositScript, fundingDeposits } from './scripts.js'

/** Confirmations a deposit needs on the parent chain before its peg-in can be claimed (Liquid's rule). */
export const peginDepth = 102

/** A deposit to the federation on the parent chain, deep enough to claim. */
export interface Deposit {
  n: number
  txid: string
  vout: number
  value: number
  /** The transaction serialised without witness: what a peg-in witness carries. */
  raw: Uint8Array
}

/**
 * The next unclaimed deposit if it has {@link peginDepth} confirmations at `time`, else undefined (the
 * peg-in waits: there is no deposit to claim yet, or none left).
 */
export function claimableDeposit(
  link: ParentLink,
  liquid: string,
  time: number,
): Deposit | undefined {
  const n = link.nextDeposit
  const script = depositScript(liquid, n)
  const address = scriptAddress(script, link.chain.params)
  const txid = address ? link.chain.addressChain.get(address)?.[0] : undefined
  const record = txid ? link.chain.txs.get(txid) : undefined
  const height = record?.confirmation?.height
  if (!record || height === undefined) return undefined
  if (parentHeightAt(link.chain, time) - height + 1 < peginDepth) return undefined
  const vout = record.outputs.findIndex((o) => o.address === address)
  const output = record.outputs[vout]
  if (!output) return undefined
  const tx = Transaction.fromBuffer(Buffer.from(record.raw))
  for (const input of tx.ins) input.witness = []
  return { n, txid: record.txid, vout, value: output.value, raw: tx.toBuffer() }
}

/** Records a deposit as claimed: the federation holds it from now on. */
export function claimDeposit(link: ParentLink, deposit: Deposit): void {
  link.nextDeposit = deposit.n + 1
  link.held.push({ txid: deposit.txid, vout: deposit.vout, value: deposit.value })
}

/**
 * Whether the parent chain can fund a Liquid history starting at `time`: its first deposits (as many as
 * the history's funding peg-ins) are deep enough to claim then. A short parent history (tests) cannot.
 */
export function parentCanFund(link: ParentLink, liquid: string, time: number): boolean {
  const probe = { ...link, nextDeposit: fundingDeposits - 1 }
  return claimableDeposit(probe, liquid, time) !== undefined
}
