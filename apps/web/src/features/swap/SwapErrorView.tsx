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
  return (
    <div className="swap-error" role="alert">
      <p>
        <strong>{failure.action} failed: </strong>
        <span data-testid="swap-error">{message}</span>
      </p>
      {detail && detail !== message ? (
        <details>
          <summary>Technical detail</summary>
          <pre>{detail}</pre>
        </details>
      ) : null}
    </div>
  )
}
