import { t } from '@lingui/core/macro'
import { useSwitchChain } from 'wagmi'
import type { ReportFailure } from './WalletError'

/**
 * Asks the wallet to switch to a chain: an older failure is cleared first, a new one is reported, and
 * `onSwitching` brackets the request (the wallet answers with a chain change event, so new switches wait).
 */
export function useSwitchTo(report: ReportFailure, onSwitching: (switching: boolean) => void) {
  const switchChain = useSwitchChain()
  const switchTo = (chain: { id: number; name: string }) => {
    const name = chain.name
    report(undefined)
    onSwitching(true)
    switchChain.mutate(
      { chainId: chain.id },
      {
        onError: (error) => report({ action: t`Switching to ${name}`, error }),
        onSettled: () => onSwitching(false),
      },
    )
  }
  return { switchTo, isPending: switchChain.isPending }
}
