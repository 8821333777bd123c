import { t } from '@lingui/core/macro'
import { describeError } from '../components/errors/describeError'

/** A failed route: what failed and a way to try again. Error text is rendered as text only. */
export function RouteError({
  error,
  onRetry,
  note,
}: {
  error: unknown
  onRetry: () => void
  /** When it will try again by itself. */
  note?: string
}) {
  const { message, details } = describeError(error)
  return (
    <section className="page notice route-error" role="alert" data-testid="route-error">
      <h1>{t`This page could not load`}</h1>
      <p>{message}</p>
      {details && details !== message ? <p className="muted">{details}</p> : null}
      {note ? (
        <p className="muted" data-testid="route-error-retry">
          {note}
        </p>
      ) : null}
      <button type="button" className="button" onClick={onRetry}>
        {t`Retry`}
      </button>
    </section>
  )
}
