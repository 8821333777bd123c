import { outputScript } from '../bitcoin/script.js'
import { sha256d } from '../bitcoin/tx.js'
import type { BitcoinNetworkName } from '../params.js'

/*
 * The Liquid federation's scripts on its parent chain, derived from names alone so that main's history
 * (generated, and cached, before any Liquid network) and Liquid's peg-ins find the same outputs.
 *
 * A real peg-in address is the federation's script tweaked by the claimer's claim script: one address per
 * peg-in, which the federation counts as its own only once the claim appears on Liquid. Simnet's deposit
 * `n` pays its own address the same way; the payouts' change goes to one change address.
 */

/** The Liquid network pegged to a Bitcoin network (`main` for liquid, `testnet` for liquidtestnet). */
export function peggedLiquid(bitcoin: BitcoinNetworkName): 'liquid' | 'liquidtestnet' | undefined {
  if (bitcoin === 'main') return 'liquid'
  if (bitcoin === 'testnet') return 'liquidtestnet'
  return undefined
}

/** The script deposit `n` for `liquid` pays (a peg-in address: P2WSH). */
export const depositScript = (liquid: string, n: number): Uint8Array =>
  outputScript.p2wsh(sha256d(Buffer.from(`${liquid} federation peg-in ${n}`)))

/** The federation's change script on the parent chain. */
export const changeScript = (liquid: string): Uint8Array =>
  outputScript.p2wsh(sha256d(Buffer.from(`${liquid} federation change`)))

/** Main blocks before the tip that carry one deposit each, oldest first (see chain/history.ts). */
export const depositBlocks = 1_000

/** Deposits made first: larger (they fund the Liquid users' wallet in its first blocks). */
export const fundingDeposits = 60
