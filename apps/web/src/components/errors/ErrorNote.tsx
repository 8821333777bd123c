import { t } from '@lingui/core/macro'
import { describeError } from './describeError'

/**
 * A failed request in a page or a part of one: "{what failed}: {what happened and what to do}", and Retry
 * when there is a way to ask again. Everything is rendered as text, never HTML: the words can quote the
 * data service.
 */
export function ErrorNote({
  what,
  error,
  retry,
  as: Tag = 'p',
  className,
  testId,
}: {
  /** What failed, as the sentence's opening words: "Could not load this asset". */
  what: string
  error: unknown
  retry?: () => void
  /** A span for a note inside a line of text (a field's value). */
  as?: 'p' | 'span'
  className?: string
  testId?: string
}) {
  const { message } = describeError(error)
  return (
    <Tag role="alert" className={className} data-testid={testId}>
      {t({
        message: `${what}: ${message}`,
        comment: 'what failed, then what happened and what to do',
      })}
      {retry ? (
        <>
          {' '}
          <button type="button" onClick={retry}>
            {t`Retry`}
          </button>
        </>
      ) : null}
    </Tag>
  )
}
