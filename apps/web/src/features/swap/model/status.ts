import { t } from '@lingui/core/macro'

/**
 * Statuses after which nothing more happens to a swap. `Refund Required` and `Claim Required` still wait
 * for a step, and any status the page does not know is followed too: a service may add new ones.
 */
export const finalStatuses: ReadonlySet<string> = new Set([
  'Completed',
  'Refunded',
  'Failed Source Chain',
  'Failed Destination Chain',
  'Fallback',
])

export function isFinalStatus(status: unknown): boolean {
  return typeof status === 'string' && finalStatuses.has(status)
}

/** How often the status is asked for: every `intervalMs` until it is final, then never again. */
export function statusPollInterval(status: unknown, intervalMs = 2_000): number | false {
  return isFinalStatus(status) ? false : intervalMs
}

/** What a status means for the person waiting, in a sentence. */
export function statusText(status: string): string {
  switch (status) {
    case 'Submitted':
      return t`The swap is created and waits for your deposit.`
    case 'Pending Source Chain':
      return t`Your deposit is seen and waits for confirmation.`
    case 'Pending Destination Chain':
      return t`Your deposit confirmed; the payout is on its way.`
    case 'Completed':
      return t`The payout was sent: the swap is complete.`
    case 'Refund Required':
      return t`The deposit cannot be swapped and will be refunded.`
    case 'Refunded':
      return t`The deposit was refunded.`
    case 'Failed Source Chain':
      return t`The deposit failed or did not arrive in time. Nothing was paid out.`
    case 'Failed Destination Chain':
      return t`The payout failed. Contact the swap service with the swap id.`
    case 'Not Sent':
      return t`No deposit has been sent yet.`
    default:
      return t`The swap service reports this status.`
  }
}
