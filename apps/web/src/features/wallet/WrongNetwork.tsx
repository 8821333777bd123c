import { t } from '@lingui/core/macro'
import { useChains } from 'wagmi'
import { switchBackTarget } from './network'
import { useSwitchTo } from './useSwitchTo'
import type { ReportFailure } from './WalletError'

interface Props {
  walletChainId: number | undefined
  lastUsedChainId: number
  report: ReportFailure
  onSwitching: (switching: boolean) => void
}

/** The wallet is on a chain we do not offer: say so and offer the way back in one click. */
export function WrongNetwork({ walletChainId, lastUsedChainId, report, onSwitching }: Props) {
  const target = switchBackTarget(useChains(), lastUsedChainId)
  const { switchTo, isPending } = useSwitchTo(report, onSwitching)
  const targetName = target?.name ?? ''
  return (
    <div className="wallet-warning" role="status" data-testid="wallet-wrong-network">
      <p>
        {walletChainId === undefined
          ? t`Wrong network: your wallet is on chain unknown, which this app does not offer.`
          : t`Wrong network: your wallet is on chain ${walletChainId}, which this app does not offer.`}
      </p>
      {target ? (
        <button
          type="button"
          className="button"
          data-testid="wallet-switch-back"
          disabled={isPending}
          onClick={() => switchTo(target)}
        >
          {t`Switch to ${targetName}`}
        </button>
      ) : null}
    </div>
  )
}
