import { Transaction } from '../bitcoin/tx.js'
import type { SimChain } from '../chain/history.js'
import { TxRejected, testTransaction } from '../chain/mempool-accept.js'
import { outpointOf, rawInputs } from '../chain/mempool-inputs.js'

/** One item of bitcoind's `testmempoolaccept` answer (rpc/mempool.cpp), as electrs passes it on. */
export interface AcceptResult {
  txid: string
  wtxid: string
  allowed?: boolean
  vsize?: number
  fees?: { base: number; 'effective-feerate': number; 'effective-includes': string[] }
  'reject-reason'?: string
  'reject-details'?: string
  'package-error'?: string
}

interface Tested {
  ids: { txid: string; wtxid: string }
  tx: Transaction
}

/** Core's `fees` of an accepted transaction: BTC, and its own fee rate in BTC/kvB (no package feerates in a test). */
export const acceptedFees = (fee: number, vsize: number, wtxids: string[]) => ({
  base: fee / 1e8,
  'effective-feerate': Math.round((fee * 1e5) / vsize) / 1e8,
  'effective-includes': wtxids,
})

/**
 * How `testmempoolaccept` words a refusal: `reject-reason` is Core's bare reason and `reject-details` the
 * validation state's text (reason, then its debug message; Core 28+). Missing inputs are `missing-inputs`
 * alone, a fee over `maxfeerate` is `max-fee-exceeded`, a confirmed transaction `txn-already-known`.
 */
export function refusal(error: TxRejected): Pick<AcceptResult, 'reject-reason' | 'reject-details'> {
  if (error.message === 'bad-txns-inputs-missingorspent')
    return { 'reject-reason': 'missing-inputs' }
  if (error.code === -25) return { 'reject-reason': 'max-fee-exceeded' }
  if (error.code === -27)
    return { 'reject-reason': 'txn-already-known', 'reject-details': 'txn-already-known' }
  const reason = error.message.split(', ')[0] ?? error.message
  return { 'reject-reason': reason, 'reject-details': error.message }
}

/**
 * Core's `IsWellFormedPackage` for more than one transaction: its `package-error` (then every item carries
 * it and nothing else), or undefined when the package may be tested.
 */
function packageError(tested: readonly Tested[]): string | undefined {
  if (tested.reduce((n, t) => n + t.tx.weight(), 0) > 404_000) return 'package-too-large'
  const txids = tested.map((t) => t.ids.txid)
  if (new Set(txids).size !== txids.length) return 'package-contains-duplicates'
  const spent = tested.map((t) => rawInputs(t.tx.toBuffer()))
  // Parents first: no transaction may spend one listed after it.
  if (spent.some((inputs, i) => inputs.some((input) => txids.indexOf(input.txid) > i)))
    return 'package-not-sorted'
  const outpoints = spent.flat().map(outpointOf)
  if (new Set(outpoints).size !== outpoints.length) return 'conflict-in-package'
  return undefined
}

/**
 * `testmempoolaccept` of one transaction or a package. A package stops at its first refused transaction:
 * Core then reports that one and leaves the others with their ids alone ("validation unfinished").
 * Simnet tests each transaction against the mempool as it stands, so a child of a parent in the same
 * package is refused for missing inputs where Core would test it on top of its parent.
 */
export function testMempoolAccept(
  sim: SimChain,
  hexes: readonly string[],
  idsOf: (hex: string) => { txid: string; wtxid: string },
): AcceptResult[] {
  const tested = hexes.map((hex) => ({ ids: idsOf(hex), tx: Transaction.fromHex(hex), hex }))
  if (tested.length > 1) {
    const error = packageError(tested)
    if (error) return tested.map((t) => ({ ...t.ids, 'package-error': error }))
  }
  const results: AcceptResult[] = []
  for (const { ids, hex } of tested) {
    try {
      const ok = testTransaction(sim, hex)
      results.push({
        ...ids,
        allowed: true,
        vsize: ok.vsize,
        fees: acceptedFees(ok.fee, ok.vsize, [ids.wtxid]),
      })
    } catch (error) {
      if (!(error instanceof TxRejected)) throw error
      const refused = { ...ids, allowed: false, ...refusal(error) }
      if (tested.length === 1) return [refused]
      return tested.map((t) => (t.ids.wtxid === ids.wtxid ? refused : { ...t.ids }))
    }
  }
  return results
}
