import { t } from '@lingui/core/macro'
import { describeWalletError } from '@outpoint/wallet'

/** A failed wallet action: what the user tried and what went wrong. */
export interface WalletFailure {
  /** What was being done, for a person: "Connecting to MetaMask". */
  action: string
  error: unknown
}

/** Reports a failure, or clears the last one (undefined) when a new action starts. */
export type ReportFailure = (failure: WalletFailure | undefined) => void

/** A short message a person understands; the technical detail is there but folded away. */
export function WalletError({ failure }: { failure: WalletFailure }) {
  const { message, detail } = describeWalletError(failure.error)
  const { action } = failure
  return (
    <div className="wallet-error" role="alert">
      <p>
        <span className="wallet-error-action">
          {t({
            message: `${action} failed:`,
            comment: 'action: "Connecting to MetaMask", "Sending", …',
          })}{' '}
        </span>
        <span data-testid="wallet-error">{message}</span>
      </p>
      <details>
        <summary>{t`Technical detail`}</summary>
        <pre data-testid="wallet-error-detail">{detail}</pre>
      </details>
    </div>
  )
}
