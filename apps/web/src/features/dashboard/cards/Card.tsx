import { t } from '@lingui/core/macro'
import { type ReactNode, useId, useRef } from 'react'
import { useKeepFocus } from '../../../components/useKeepFocus'
import type { LiveStatus } from '../queries/liveStatus'
import { Skeleton } from './Skeleton'

export interface CardProps {
  title: string
  testId: string
  status: LiveStatus
  /** What went wrong, when status is 'error'; a default sentence about the live feed otherwise. */
  error?: ReactNode
  /** Right side of the header: a live figure, a legend... */
  aside?: ReactNode
  /** Skeleton rows while loading. */
  lines?: number
  className?: string
  children?: ReactNode
}

/**
 * A dashboard card: a titled section that shows a skeleton, an error or its content. Its content is often
 * a live list: when an update takes away the focused link, focus moves to its neighbour, or to the card.
 */
export function Card({
  title,
  testId,
  status,
  error,
  aside,
  lines = 3,
  className,
  children,
}: CardProps) {
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  useKeepFocus(section)
  return (
    <section
      ref={section}
      tabIndex={-1}
      className={className ? `db-card ${className}` : 'db-card'}
      aria-labelledby={headingId}
      aria-busy={status === 'loading'}
      data-testid={testId}
      data-status={status}
    >
      <header className="db-card-header">
        <h2 id={headingId}>{title}</h2>
        {status === 'ready' && aside}
      </header>
      {status === 'loading' && <Skeleton lines={lines} />}
      {status === 'error' && (
        <div className="db-card-error" role="alert">
          {error ?? t`No live data: the data service cannot be reached. Trying again…`}
        </div>
      )}
      {status === 'ready' && children}
    </section>
  )
}
