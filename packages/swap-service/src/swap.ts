// One swap as the service keeps it, and its wire form (the contract's `Transaction`).
import type { Transaction, TransferStatus } from '@outpoint/swap-client'
import { type ChainSlug, nativeAddress } from './assets.js'

export interface Swap {
  id: number
  status: TransferStatus
  from: ChainSlug
  to: ChainSlug
  /** What the user must deposit, in the source token's smallest unit. */
  amount: bigint
  /** What the user receives, in the destination token's smallest unit. */
  payout: bigint
  fromUserAddress: string
  toUserAddress: string
  /** Where the BTC deposit goes (a BTC source only). */
  depositAddress?: string
  /** Where a wrong deposit goes back: the EVM sender, or a BTC source's `fromUserAddress` when valid. */
  refundAddress?: string
  /** The deposit once seen. */
  depositAmount?: bigint
  fromChainTxHash?: string
  toChainTxHash?: string
  refundChainTxHash?: string
  /**
   * A payout or refund is being sent: set, and stored, before the send; cleared once it answered. Found
   * set after a restart, the send's outcome is unknown, so it is never sent again.
   */
  sending?: boolean
  /** Payout or refund attempts that threw; after a few the swap fails. */
  attempts: number
  errorReason?: string
  /** Unix milliseconds. */
  createdAt: number
  completedAt?: number
}

/** The wire form: amounts as decimal strings, times in Unix milliseconds. */
export function toTransaction(swap: Swap): Transaction {
  const optional = {
    fromChainTxHash: swap.fromChainTxHash,
    toChainTxHash: swap.toChainTxHash,
    refundChainTxHash: swap.refundChainTxHash,
    errorReason: swap.errorReason,
    txCompletedTimestamp: swap.completedAt,
  }
  return {
    id: swap.id,
    status: swap.status,
    bridge: 'outpoint-local',
    integration: 'outpoint-local',
    fromChainSlug: swap.from,
    toChainSlug: swap.to,
    fromTokenAddress: nativeAddress[swap.from],
    toTokenAddress: nativeAddress[swap.to],
    fromAmount: swap.amount.toString(),
    toAmount: swap.payout.toString(),
    fromUserAddress: swap.fromUserAddress,
    toUserAddress: swap.toUserAddress,
    txStartedTimestamp: swap.createdAt,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  }
}
