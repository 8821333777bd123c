import { type Config, getTransactionReceipt, waitForTransactionReceipt } from '@wagmi/core'
import type { Address, Hash, Hex } from 'viem'
import type { ReplacementReason } from './recent.js'

/** What a followed transaction is doing; `onUpdate` receives these in order. */
export type FollowUpdate =
  | { status: 'pending'; hash: Hash }
  | { status: 'replaced'; hash: Hash; reason: ReplacementReason; replacement: Hash }
  | FollowResult

/** How it ended: `hash` is the transaction that was mined (the replacement, if there was one). */
export interface FollowResult {
  status: 'confirmed' | 'failed'
  hash: Hash
  blockNumber: bigint
}

export interface FollowTransactionParameters {
  hash: Hash
  chainId: number
  /**
   * The sent transaction's sender and nonce (and fields). Without them a replacement that is mined
   * before the first poll can never be matched to this hash; with them it is found by its nonce.
   */
  replacement?: { from: Address; nonce: number; to?: Address | null; value?: bigint; input?: Hex }
  /** Give up after this many milliseconds. Default 180 000, viem's own default. */
  timeout?: number
}

/** wagmi turns viem's receipt timeout off (0 = wait forever); we keep viem's three minutes. */
export const receiptTimeout = 180_000

/**
 * Follows a sent transaction to its receipt, reporting `pending`, then `replaced` (with viem's reason:
 * repriced, cancelled or replaced) if the wallet swapped it, then `confirmed` or `failed`. A replacement
 * is followed to its own receipt. Other failures (timeout, RPC) are thrown: describe them with
 * `describeWalletError`.
 *
 * @example
 * const result = await followTransaction(config, { hash, chainId: 31337 }, (update) => render(update))
 */
export async function followTransaction(
  config: Config,
  parameters: FollowTransactionParameters,
  onUpdate: (update: FollowUpdate) => void,
): Promise<FollowResult> {
  const { hash, chainId, replacement, timeout = receiptTimeout } = parameters
  let current = hash
  onUpdate({ status: 'pending', hash })
  let result: FollowResult
  try {
    const receipt = await waitForTransactionReceipt(config, {
      hash,
      chainId,
      timeout,
      ...(replacement ? { replacement } : {}),
      onReplaced: (replaced) => {
        current = replaced.transaction.hash
        onUpdate({
          status: 'replaced',
          hash: replaced.replacedTransaction.hash,
          reason: replaced.reason,
          replacement: replaced.transaction.hash,
        })
      },
    })
    result = {
      status: 'confirmed',
      hash: receipt.transactionHash,
      blockNumber: receipt.blockNumber,
    }
  } catch (error) {
    // wagmi throws on a reverted receipt (with the revert reason, not the receipt), so look it up:
    // a transaction that was mined but failed is an outcome to show, not an error.
    const receipt = await getTransactionReceipt(config, { hash: current, chainId }).catch(
      () => null,
    )
    if (receipt?.status !== 'reverted') throw error
    result = { status: 'failed', hash: receipt.transactionHash, blockNumber: receipt.blockNumber }
  }
  onUpdate(result)
  return result
}

/** How to tell a person what the wallet did with their transaction. */
export function replacementText(reason: ReplacementReason): string {
  switch (reason) {
    case 'repriced':
      return 'sped up (repriced)'
    case 'cancelled':
      return 'cancelled'
    case 'replaced':
      return 'replaced by a different transaction'
  }
}
