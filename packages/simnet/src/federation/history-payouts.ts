import { scriptAddress } from '../bitcoin/script.js'
import { Transaction } from '../bitcoin/tx.js'
import { randomScript } from '../chain/builder.js'
import type { Chain } from '../chain/chain.js'
import type { TxRecord } from '../chain/types.js'
import { blockInterval, liquidParams } from '../liquid/params.js'
import type { BitcoinParams } from '../params.js'
import { createRng, type Rng } from '../rng.js'
import { fundFromHeld } from './fund.js'
import type { HeldOutput } from './parent.js'
import { changeScript, depositScript, fundingDeposits, peggedLiquid } from './scripts.js'

/*
 * The federation's payouts in the parent chain's generated history. Main is generated before the Liquid
 * network pegged to it, so the payouts come first: every few hours (as the federation batches) one
 * transaction spends the federation's outputs (the funding deposits, which the Liquid history claims in
 * its first blocks, then its own change) and pays a few Bitcoin outputs, the change going back to the
 * federation. The Liquid history then makes, before each payout, the peg-outs it pays (same script, same
 * amount: what mempool's elements-parser matches a redeem by), see history-pegouts.ts.
 */

/** Main blocks between two history payouts: about three hours. */
export const payoutSpacing = 18
/** Time after the Liquid history's first block before the first payout (its peg-outs need a wallet). */
const payoutStart = 4 * 3600
/** Blocks below main's tip without payouts: the audit stops one below the tip (pegs-backed.ts). */
const unauditedBlocks = 1

/** The federation's side of main's history: what it holds and where its payouts may go. */
export interface HistoryFederation {
  liquid: string
  depositAddress: (n: number) => string | undefined
  held: HeldOutput[]
  rng: Rng
  /** The first block time a payout may have, and the last height. */
  firstTime: number
  lastHeight: number
}

/** The federation of the Liquid network pegged to this Bitcoin network, if any. */
export function historyFederation(
  params: BitcoinParams,
  seed: number,
): HistoryFederation | undefined {
  const liquid = peggedLiquid(params.name)
  if (!liquid) return undefined
  const liquidFirst = params.tipTime - (liquidParams[liquid].historyBlocks - 1) * blockInterval
  return {
    liquid,
    depositAddress: (n) => scriptAddress(depositScript(liquid, n), params),
    held: [],
    // Its own stream: the rest of the history draws exactly as before.
    rng: createRng(seed).fork(`${params.name}:federation payouts`),
    firstTime: liquidFirst + payoutStart,
    lastHeight: params.tipHeight - unauditedBlocks,
  }
}

/** Notes deposit `n` if it is a funding deposit (claimed in the Liquid history's first blocks). */
export function noteDeposit(federation: HistoryFederation, n: number, record: TxRecord): void {
  if (n >= fundingDeposits) return
  const address = federation.depositAddress(n)
  const vout = record.outputs.findIndex((o) => o.address === address)
  const output = record.outputs[vout]
  if (output) federation.held.push({ txid: record.txid, vout, value: output.value })
}

/**
 * The federation's payout in block `height` (time `time`), into `chain`'s mempool for the block to
 * include: one every {@link payoutSpacing} blocks inside the Liquid history, paying 1-5 outputs of
 * everyday peg-out sizes, the change (always some) back to the federation. Undefined between payouts.
 */
export function historyPayout(
  chain: Chain,
  federation: HistoryFederation,
  height: number,
  time: number,
): TxRecord | undefined {
  if (height % payoutSpacing !== 0 || time < federation.firstTime) return undefined
  if (height > federation.lastHeight) return undefined
  const { rng } = federation
  const tx = new Transaction()
  tx.version = 2
  const count = rng.int(1, 5)
  for (let k = 0; k < count; k++) {
    const value = Math.round(rng.logNormal(5_000_000, 1.4)) + 100_000
    tx.outs.push({ script: randomScript(rng), value: BigInt(value) })
  }
  tx.outs.push({ script: changeScript(federation.liquid), value: 0n })
  const needed = tx.outs.reduce((n, o) => n + Number(o.value), 0)
  const rate = rng.int(4, 30)
  const { spent, total, fee } = fundFromHeld(tx, federation.held, needed, rate, 546, rng)
  const rest = total - needed - fee
  if (rest < 546) return undefined
  const changeIndex = count
  ;(tx.outs[changeIndex] as { value: bigint }).value = BigInt(rest)
  const record = chain.addTransaction(tx, time)
  federation.held = federation.held.filter((h) => !spent.includes(h))
  federation.held.push({ txid: record.txid, vout: changeIndex, value: rest })
  return record
}
