import type { ReactNode } from 'react'
import { countOf } from '../../format/number'
import { formatCount as count } from '../dashboard/model/format'
import { moreRowsStep, nextRowCount, visibleRows } from './model/rows'

interface Props {
  title: string
  testId: string
  total: number
  shown: number
  onShownChange: (shown: number) => void
  /** Index of the highlighted row (-1 for none): drawn even when it lies beyond the shown rows. */
  highlightIndex: number
  row: (index: number) => ReactNode
}

/**
 * A titled list that draws its first `shown` rows, the highlighted row after a gap when it lies further
 * down, and "show more" while rows are hidden: never thousands of rows at once.
 */
export function RowList({
  title,
  testId,
  total,
  shown,
  onShownChange,
  highlightIndex,
  row,
}: Props) {
  const { head, lone } = visibleRows(total, shown, highlightIndex)
  const hidden = total - head - (lone === undefined ? 0 : 1)
  const many = title.toLowerCase()
  const one = many.replace(/s$/, '')
  const rows: ReactNode[] = []
  for (let i = 0; i < head; i++) rows.push(row(i))
  if (lone !== undefined) {
    rows.push(
      <li key="gap" className="tx-gap muted" aria-hidden="true">
        ⋯ {count(lone - head)} not shown ⋯
      </li>,
      row(lone),
    )
  }
  return (
    <section className="tx-list" data-testid={testId} aria-label={title}>
      <h3 className="tx-list-title">
        {title} <span className="muted">({count(total)})</span>
      </h3>
      <ol className="tx-rows">{rows}</ol>
      {hidden > 0 ? (
        <button
          type="button"
          className="tx-more"
          data-testid="tx-show-more"
          onClick={() => onShownChange(nextRowCount(head, total))}
        >
          {hidden > moreRowsStep
            ? `Show ${count(moreRowsStep)} more of the ${countOf(hidden, one, many)} hidden`
            : `Show the ${countOf(hidden, one, many)} hidden`}
        </button>
      ) : null}
    </section>
  )
}
