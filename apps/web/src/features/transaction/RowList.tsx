import type { ReactNode } from 'react'

interface Props {
  title: string
  testId: string
  shown: number
  total: number
  onMore: () => void
  nextStep: number
  children: ReactNode
}

/** A titled list of rows with "show more" below while some are hidden. */
export function RowList({ title, testId, shown, total, onMore, nextStep, children }: Props) {
  const hidden = total - shown
  return (
    <section className="tx-list" data-testid={testId} aria-label={title}>
      <h3 className="tx-list-title">
        {title} <span className="muted">({total.toLocaleString('en-US')})</span>
      </h3>
      <ol className="tx-rows">{children}</ol>
      {hidden > 0 ? (
        <button type="button" className="tx-more" data-testid="tx-show-more" onClick={onMore}>
          Show {Math.min(nextStep, hidden).toLocaleString('en-US')} more (
          {hidden.toLocaleString('en-US')} hidden)
        </button>
      ) : null}
    </section>
  )
}
