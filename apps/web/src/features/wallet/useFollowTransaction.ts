import { t } from '@lingui/core/macro'
import { followTransaction, type RecentTransaction } from '@outpoint/wallet'
import { useCallback, useState } from 'react'
import { type Address, getAddress, type Hex } from 'viem'
import { type Config, useConfig } from 'wagmi'
import { getTransaction } from 'wagmi/actions'
import type { ReportFailure } from './WalletError'

type ReplacementReason = NonNullable<RecentTransaction['reason']>

/** The transaction the panel is following and what became of it. */
export interface FollowedTransaction {
  /** The transaction being waited for: the sent one, or what replaced it. */
  hash: Hex
  status: RecentTransaction['status']
  /** Set once the wallet replaced the sent transaction. */
  reason?: ReplacementReason
  replacedHash?: Hex
}

export interface SentTransaction {
  hash: Hex
  chainId: number
  from: Address
  to: Address
  value: bigint
}

/**
 * Follows a sent transaction to its receipt (180 s at most), including a replacement by the wallet
 * (sped up, cancelled or replaced), recording each step in the recent list. Errors go to `report`.
 */
export function useFollowTransaction(
  record: (chainId: number, address: string, tx: RecentTransaction) => void,
  report: ReportFailure,
) {
  const config = useConfig()
  const [followed, setFollowed] = useState<FollowedTransaction | undefined>(undefined)

  const follow = useCallback(
    async (sent: SentTransaction) => {
      const { chainId, from } = sent
      let current: RecentTransaction = {
        hash: sent.hash,
        to: sent.to,
        value: sent.value.toString(),
        status: 'pending',
        time: Date.now(),
      }
      const save = (tx: RecentTransaction) => record(chainId, from, tx)
      setFollowed({ hash: sent.hash, status: 'pending' })
      save(current)
      // The nonce is only known once the node has the transaction. With it, a replacement is found even
      // when the original is gone before the first poll (viem's `replacement` hint).
      const original = await lookUp(config, sent.hash, chainId)
      try {
        await followTransaction(
          config,
          {
            hash: sent.hash,
            chainId,
            ...(original
              ? {
                  replacement: {
                    from: original.from,
                    nonce: original.nonce,
                    to: original.to ?? sent.to,
                    value: original.value,
                    input: original.input,
                  },
                }
              : {}),
          },
          (update) => {
            if (update.status === 'replaced') {
              save({
                ...current,
                status: 'replaced',
                reason: update.reason,
                replacedBy: update.replacement,
              })
              setFollowed({
                hash: update.replacement,
                status: 'replaced',
                reason: update.reason,
                replacedHash: current.hash,
              })
              current = {
                ...current,
                hash: update.replacement,
                status: 'pending',
                time: Date.now(),
              }
              void lookUp(config, update.replacement, chainId).then((tx) => {
                // A cancel goes to the sender with no value: show what the replacement really does.
                if (tx)
                  current = {
                    ...current,
                    to: tx.to ? getAddress(tx.to) : current.to,
                    value: `${tx.value}`,
                  }
                save(current)
              })
            } else if (update.status === 'confirmed' || update.status === 'failed') {
              const status = update.status
              current = { ...current, status }
              save(current)
              setFollowed((was) => (was ? { ...was, hash: update.hash, status } : was))
            }
          },
        )
      } catch (error) {
        report({ action: t`Waiting for the transaction`, error })
      }
    },
    [config, record, report],
  )

  return { followed, follow }
}

/** The transaction as the chain's node has it, or undefined when it does not (yet). */
async function lookUp(config: Config, hash: Hex, chainId: number) {
  try {
    return await getTransaction(config, { hash, chainId })
  } catch {
    return undefined
  }
}
