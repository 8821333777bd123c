import { t } from '@lingui/core/macro'
import { describeWalletError } from '@outpoint/wallet'
import { describeSwapError } from './model/serviceError'

/** A failed step: what was being done, what went wrong, what to do; the technical part folded away. */
export interface SwapFailure {
  action: string
  error: unknown
  /** Errors from the wallet are described by the wallet's rules (rejections, funds, chains). */
  source?: 'wallet' | 'service'
}

export function SwapErrorView({ failure }: { failure: SwapFailure }) {
  const { message, detail } =
    failure.source === 'wallet'
      ? describeWalletError(failure.error)
      : describeSwapError(failure.error)
  const { action } = failure
  return (
    <div className="swap-error" role="alert">
      <p>
        <strong>
          {t({
            message: `${action} failed:`,
            comment: 'action: "Getting a quote", "Creating the swap", …',
          })}{' '}
        </strong>
        <span data-testid="swap-error">{message}</span>
      </p>
      {detail && detail !== message ? (
        <details>
          <summary>{t`Technical detail`}</summary>
          <pre>{detail}</pre>
        </details>
      ) : null}
    </div>
  )
}
