import { t } from '@lingui/core/macro'
import type { RecentStatus, ReplacementReason } from '@outpoint/wallet'

/** A sent transaction's state, in a word of the page's language. */
export function txStatusText(status: RecentStatus): string {
  switch (status) {
    case 'pending':
      return t({ message: 'pending', comment: 'a sent transaction waits for a block' })
    case 'confirmed':
      return t({ message: 'confirmed', comment: 'a sent transaction is in a block' })
    case 'failed':
      return t({ message: 'failed', comment: 'a sent transaction was mined but failed' })
    case 'replaced':
      return t({ message: 'replaced', comment: 'the wallet replaced a sent transaction' })
  }
}

/** Why the wallet replaced a transaction, in a word (as viem names it). */
export function replacementReasonText(reason: ReplacementReason): string {
  switch (reason) {
    case 'repriced':
      return t({
        message: 'repriced',
        comment: 'a transaction replaced by one paying a higher fee',
      })
    case 'cancelled':
      return t({ message: 'cancelled', comment: 'a transaction replaced by a cancellation' })
    case 'replaced':
      return t({ message: 'replaced', comment: 'a transaction replaced by a different one' })
  }
}

/** What the replacement did, for a person (the wallet package's `replacementText`, translated). */
export function replacementDescription(reason: ReplacementReason): string {
  switch (reason) {
    case 'repriced':
      return t`sped up (repriced)`
    case 'cancelled':
      return t({ message: 'cancelled', comment: 'what the replacement did to the transaction' })
    case 'replaced':
      return t`replaced by a different transaction`
  }
}
