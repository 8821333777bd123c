import { t } from '@lingui/core/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorNote } from '../../components/errors/ErrorNote'

/** One figure of the audit: its label, then its value, "Loading…" or why it could not be loaded. */
export function Figure<T>({
  label,
  query,
  testId,
  className,
  children,
}: {
  label: string
  query: UseQueryResult<T>
  testId: string
  /** The lines its value is given while it loads (audit.css), when its words take more than one. */
  className?: string
  children: (data: T) => ReactNode
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {query.isError ? (
          <ErrorNote
            as="span"
            what={t`${label} could not be loaded`}
            error={query.error}
            retry={() => void query.refetch()}
            testId={`${testId}-error`}
          />
        ) : query.data === undefined ? (
          <span className="muted">{t`Loading…`}</span>
        ) : (
          children(query.data)
        )}
      </dd>
    </div>
  )
}
