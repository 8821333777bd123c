import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A link when there is a page to go to, else the same words as plain text. */
export function MaybeLink({
  to,
  testId,
  children,
}: {
  to: string | undefined
  testId?: string
  children: ReactNode
}) {
  return to === undefined ? (
    <span>{children}</span>
  ) : (
    <Link to={to} data-testid={testId}>
      {children}
    </Link>
  )
}
