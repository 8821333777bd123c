import { t } from '@lingui/core/macro'
import { describeError } from '../../components/errors/describeError'

/** A section's failed request: what could not load, why and what to do, and Retry. */
export function SectionError({
  what,
  error,
  retry,
}: {
  what: string
  error: unknown
  retry: () => void
}) {
  const { message } = describeError(error)
  return (
    <>
      <p>
        {t({
          message: `${what} could not be loaded: ${message}`,
          comment: 'what: a section, e.g. "The pool ranking"; message: why',
        })}
      </p>
      <button type="button" className="button" onClick={retry}>
        {t`Retry`}
      </button>
    </>
  )
}
