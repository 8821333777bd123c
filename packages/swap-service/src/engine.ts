// The swaps and the state machine that moves them: Submitted → Pending Source Chain (deposit seen) →
// Pending Destination Chain (deposit confirmed, payout sent) → Completed (payout confirmed); a deposit of
// the wrong amount → Refund Required → Refunded; no deposit in time → Failed Source Chain. Given a `save`,
// every change is handed to it (a file store: a restart then resumes the swaps it was given back); without
// one, swaps live in memory only.

import { withinTolerance } from './amounts.js'
import type { BitcoinPort, Deposit, EvmPort } from './ports.js'
import { ChainUnreachableError } from './reach.js'
import type { Swap } from './swap.js'

export interface EngineOptions {
  bitcoin: BitcoinPort
  evm: EvmPort
  /** How long a swap waits for its deposit to appear, in milliseconds. */
  depositTimeoutMs: number
  /** How far a deposit may differ from the asked amount and still count, in basis points. */
  toleranceBps?: number
  /** Payout or refund attempts before the swap gives up. */
  maxAttempts?: number
  now?: () => number
  log?: (line: string) => void
  /** Swaps kept from before a restart: they go on where they stopped. */
  swaps?: Iterable<Swap>
  /**
   * Stores the swaps; called after a swap is created (a throw refuses it), before a payout or refund is
   * sent (a throw holds the send back until the next round), after it, and after each round.
   */
  save?: (swaps: readonly Swap[]) => void
}

export type NewSwap = Omit<Swap, 'id' | 'status' | 'attempts' | 'createdAt'>

export class SwapEngine {
  readonly swaps = new Map<number, Swap>()
  private nextId = 1
  private readonly now: () => number
  private readonly log: (line: string) => void
  private readonly toleranceBps: number
  private readonly maxAttempts: number
  /**
   * The last failure logged for each swap, and for the round's deposit watch (`round`): while a chain
   * is down every round fails alike, said once, and once more when it answers again.
   */
  private readonly lastFailure = new Map<number | 'round', string>()

  constructor(private readonly options: EngineOptions) {
    this.now = options.now ?? Date.now
    this.log = options.log ?? (() => {})
    this.toleranceBps = options.toleranceBps ?? 100
    this.maxAttempts = options.maxAttempts ?? 5
    for (const swap of options.swaps ?? []) {
      this.swaps.set(swap.id, swap)
      this.nextId = Math.max(this.nextId, swap.id + 1)
      if (swap.sending) {
        // Stopped between storing the send and storing its answer: the coins may have gone out.
        const what = swap.status === 'Refund Required' ? 'refund' : 'payout'
        swap.errorReason = `The service stopped while sending the ${what}, so whether it went out is unknown; it is not sent again: ask the operator to check the ${what === 'refund' ? 'source' : 'destination'} chain.`
        this.log(`swap ${swap.id}: ${swap.errorReason}`)
      }
    }
  }

  create(order: NewSwap): Swap {
    const swap: Swap = {
      ...order,
      id: this.nextId++,
      status: 'Submitted',
      attempts: 0,
      createdAt: this.now(),
    }
    this.swaps.set(swap.id, swap)
    try {
      this.options.save?.([...this.swaps.values()])
    } catch (error) {
      // A swap that is not stored would be lost with its deposit on a restart: refuse it instead.
      this.swaps.delete(swap.id)
      throw new Error(`the swap could not be stored: ${describe(error)}`)
    }
    return swap
  }

  /** The swap whose deposit, payout or refund transaction has this hash. */
  byTxHash(hash: string): Swap | undefined {
    const wanted = hash.toLowerCase()
    for (const swap of this.swaps.values()) {
      const hashes = [swap.fromChainTxHash, swap.toChainTxHash, swap.refundChainTxHash]
      if (hashes.some((known) => known?.toLowerCase() === wanted)) return swap
    }
    return undefined
  }

  /** One round: look for deposits, settle what is due, follow payouts and refunds, time out. */
  async tick(): Promise<void> {
    try {
      await this.watchEvmDeposits()
      this.answered('round', 'round: the chains answer again')
    } catch (error) {
      // Nothing else moves this round; the next one tries again.
      this.failed('round', `round: ${describe(error)}`)
      return
    }
    for (const swap of this.swaps.values()) {
      try {
        await this.step(swap)
        this.answered(swap.id, `swap ${swap.id}: its chains answer again`)
      } catch (error) {
        // A chain that does not answer now may answer on the next round: the swap stays as it is.
        this.failed(swap.id, `swap ${swap.id}: ${describe(error)}`)
      }
    }
    this.saveOrLog()
  }

  /** Logs `line` unless it is the failure last logged under `key`. */
  private failed(key: number | 'round', line: string): void {
    if (this.lastFailure.get(key) !== line) this.log(line)
    this.lastFailure.set(key, line)
  }

  /** Logs `line` when a failure was logged under `key`: what failed works again. */
  private answered(key: number | 'round', line: string): void {
    if (this.lastFailure.delete(key)) this.log(line)
  }

  /** Stores the swaps, logging a failure: the next change or round tries again. */
  private saveOrLog(): void {
    try {
      this.options.save?.([...this.swaps.values()])
    } catch (error) {
      this.log(`storing the swaps failed: ${describe(error)}`)
    }
  }

  private async watchEvmDeposits(): Promise<void> {
    for (const deposit of await this.options.evm.newDeposits()) {
      const swap = this.swaps.get(deposit.swapId)
      const waiting = swap?.from === 'anvil' && swap.status === 'Submitted'
      // A deposit seen waiting is taken when it, or a replacement of it (a wallet's speed-up has
      // another hash), is mined.
      const mined =
        swap?.from === 'anvil' && swap.status === 'Pending Source Chain' && deposit.confirmed
      if (swap && (waiting || mined)) this.seeDeposit(swap, deposit)
      else if (deposit.confirmed && swap?.fromChainTxHash !== deposit.txHash) {
        this.log(`ignored deposit ${deposit.txHash}: no swap ${deposit.swapId} waiting for it`)
      }
    }
  }

  private async step(swap: Swap): Promise<void> {
    if (swap.from === 'bitcoin' && swap.status === 'Submitted' && swap.depositAddress) {
      const [first] = await this.options.bitcoin.depositsTo(swap.depositAddress)
      if (first) this.seeDeposit(swap, first)
    } else if (swap.from === 'bitcoin' && swap.status === 'Pending Source Chain') {
      const address = swap.depositAddress ?? ''
      const deposit = (await this.options.bitcoin.depositsTo(address)).find(
        (seen) => seen.txHash === swap.fromChainTxHash,
      )
      if (deposit?.confirmed) this.settle(swap)
    }
    if (
      swap.status === 'Submitted' &&
      this.now() - swap.createdAt > this.options.depositTimeoutMs
    ) {
      swap.status = 'Failed Source Chain'
      swap.errorReason = `No deposit arrived within ${Math.round(this.options.depositTimeoutMs / 1000)} s.`
      swap.completedAt = this.now()
      return
    }
    if (swap.status === 'Pending Destination Chain') await this.followPayout(swap)
    if (swap.status === 'Refund Required') await this.followRefund(swap)
  }

  private seeDeposit(swap: Swap, deposit: Deposit): void {
    swap.status = 'Pending Source Chain'
    swap.fromChainTxHash = deposit.txHash
    swap.depositAmount = deposit.amount
    if (swap.from === 'anvil' && deposit.from) swap.refundAddress = deposit.from
    this.log(`swap ${swap.id}: deposit ${deposit.txHash} of ${deposit.amount}`)
    if (deposit.confirmed) this.settle(swap)
  }

  /** The deposit confirmed: pay out when it is the asked amount, else refund it. */
  private settle(swap: Swap): void {
    const received = swap.depositAmount ?? 0n
    if (withinTolerance(received, swap.amount, this.toleranceBps)) {
      swap.status = 'Pending Destination Chain'
      return
    }
    swap.status = 'Refund Required'
    swap.errorReason = `The deposit was ${received}, not the ${swap.amount} asked for.`
    if (!swap.refundAddress) swap.errorReason += ' No refund address was given: contact support.'
  }

  private async followPayout(swap: Swap): Promise<void> {
    if (swap.sending) return
    if (swap.toChainTxHash === undefined) {
      const hash = await this.attempt(swap, () =>
        this.pay(swap.to, swap.toUserAddress, swap.payout),
      )
      if (hash === undefined) {
        if (swap.attempts >= this.maxAttempts) this.finish(swap, 'Failed Destination Chain')
        return
      }
      swap.toChainTxHash = hash
      this.saveOrLog()
    }
    const state = await this.txState(swap.to, swap.toChainTxHash)
    if (state === 'confirmed') this.finish(swap, 'Completed')
    if (state === 'failed') {
      swap.errorReason = `The payout ${swap.toChainTxHash} failed on its chain.`
      this.finish(swap, 'Failed Destination Chain')
    }
  }

  private async followRefund(swap: Swap): Promise<void> {
    const refundTo = swap.refundAddress
    if (refundTo === undefined || swap.attempts >= this.maxAttempts || swap.sending) return
    if (swap.refundChainTxHash === undefined) {
      const amount = swap.depositAmount ?? 0n
      const hash = await this.attempt(swap, () => this.pay(swap.from, refundTo, amount, 'deposit'))
      if (hash === undefined) return
      swap.refundChainTxHash = hash
      this.saveOrLog()
    }
    const state = await this.txState(swap.from, swap.refundChainTxHash)
    if (state === 'confirmed') this.finish(swap, 'Refunded')
  }

  /**
   * Runs a payout or refund; a throw counts as an attempt and is kept as the reason. The send is stored
   * as under way first (when that fails it is not made: the throw reaches the round's log), so that a
   * restart in the middle never sends it twice.
   */
  private async attempt(swap: Swap, send: () => Promise<string>): Promise<string | undefined> {
    swap.sending = true
    try {
      this.options.save?.([...this.swaps.values()])
    } catch (error) {
      delete swap.sending
      throw new Error(`not sent, since storing the swap failed: ${describe(error)}`)
    }
    try {
      const hash = await send()
      // The caller stores it with its hash.
      delete swap.sending
      return hash
    } catch (error) {
      delete swap.sending
      // Refused: nothing went out. The swap waits for its chain (logged once by the round).
      if (error instanceof ChainUnreachableError) {
        this.saveOrLog()
        throw error
      }
      swap.attempts += 1
      swap.errorReason = `Sending on the ${swap.status === 'Refund Required' ? 'source' : 'destination'} chain failed: ${describe(error)}`
      this.saveOrLog()
      return undefined
    }
  }

  private pay(
    chain: Swap['to'],
    to: string,
    amount: bigint,
    account: 'liquidity' | 'deposit' = 'liquidity',
  ): Promise<string> {
    return chain === 'bitcoin'
      ? this.options.bitcoin.pay(to, amount)
      : this.options.evm.pay(to, amount, account)
  }

  private txState(chain: Swap['to'], hash: string) {
    return chain === 'bitcoin' ? this.options.bitcoin.txState(hash) : this.options.evm.txState(hash)
  }

  private finish(swap: Swap, status: Swap['status']): void {
    swap.status = status
    swap.completedAt = this.now()
    this.log(`swap ${swap.id}: ${status}`)
  }
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
