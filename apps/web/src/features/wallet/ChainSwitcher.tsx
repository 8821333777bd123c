import { t } from '@lingui/core/macro'
import { useChains } from 'wagmi'
import { useSwitchTo } from './useSwitchTo'
import type { ReportFailure } from './WalletError'

interface Props {
  /** The wallet's chain when it is one we offer. */
  currentChainId: number | undefined
  disabled: boolean
  report: ReportFailure
  onSwitching: (switching: boolean) => void
}

/**
 * One button per configured chain. A chain the wallet does not know yet (4902) is offered to it to add,
 * which wagmi does; if that fails, wagmi reports it as the user rejecting the request.
 */
export function ChainSwitcher({ currentChainId, disabled, report, onSwitching }: Props) {
  const chains = useChains()
  const { switchTo } = useSwitchTo(report, onSwitching)
  return (
    <fieldset className="wallet-section wallet-chains" data-testid="wallet-chain-select">
      <legend className="wallet-heading">{t`Switch chain`}</legend>
      {chains.map((chain) => {
        const current = chain.id === currentChainId
        return (
          <button
            key={chain.id}
            type="button"
            className="icon-button"
            data-testid={`wallet-switch-${chain.id}`}
            aria-pressed={current}
            disabled={disabled || current}
            onClick={() => switchTo(chain)}
          >
            {chain.name}
          </button>
        )
      })}
    </fieldset>
  )
}
