import { type ReactNode, useEffect, useRef } from 'react'
import { useWindowRows } from '../../components/useWindowRows'
import { formatCount as count } from '../dashboard/model/format'
import { estimateRowHeight, rowOverscan } from './model/rows'

interface Props {
  title: string
  testId: string
  total: number
  /** Index of the highlighted row (-1 for none): kept in the DOM wherever the reader scrolls. */
  highlightIndex: number
  /**
   * Changes when the page asks to bring the highlighted row into view (a deep link, a new `#vout=`):
   * the list scrolls to it, however far down, and focuses it. Absent: never scrolls.
   */
  scrollKey?: string | undefined
  /** One row, an `li` placed by `place` (which carries its position, measuring and ARIA size). */
  row: (index: number, place: RowPlace) => ReactNode
}

/** What a row element spreads on itself so the window can place and measure it. */
export interface RowPlace {
  ref: (node: HTMLElement | null) => void
  style: React.CSSProperties
  'aria-posinset': number
  'aria-setsize': number
}

/**
 * A titled list of any length, windowed against the page's scroll: every row is reachable by scrolling
 * (or by keyboard, the page scrolls as usual) and only those near the viewport are in the DOM, so a
 * 5,000-output transaction scrolls like a small one. Rows say their place in the whole (aria-posinset /
 * aria-setsize) and the title says how many there are.
 */
export function RowList({ title, testId, total, highlightIndex, scrollKey, row }: Props) {
  const { list, virtualizer, offsetOf } = useWindowRows<HTMLOListElement>({
    count: total,
    estimateSize: estimateRowHeight,
    overscan: rowOverscan,
    keep: highlightIndex,
  })
  const focusPending = useRef(false)
  // A new request to show the highlighted row: scroll there (the row may not be drawn yet), then focus
  // it once it is, so keyboard and screen-reader users land on it and Tab goes on from it.
  useEffect(() => {
    if (scrollKey === undefined || highlightIndex < 0) return
    focusPending.current = true
    const drawn = drawnRow(list.current, highlightIndex)
    if (drawn?.scrollIntoView) drawn.scrollIntoView({ block: 'center' })
    else virtualizer.scrollToIndex(highlightIndex, { align: 'center' })
  }, [scrollKey, highlightIndex, virtualizer, list])
  const items = virtualizer.getVirtualItems()
  useEffect(() => {
    if (!focusPending.current) return
    const drawn = drawnRow(list.current, highlightIndex)
    if (!drawn) return
    focusPending.current = false
    drawn.focus({ preventScroll: true })
  })
  return (
    <section className="tx-list" data-testid={testId} aria-label={title}>
      <h3 className="tx-list-title">
        {title} <span className="muted">({count(total)})</span>
      </h3>
      <ol
        ref={list}
        className="tx-rows tx-rows-windowed"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) =>
          row(item.index, {
            ref: virtualizer.measureElement,
            style: { transform: `translateY(${offsetOf(item.start)}px)` },
            'aria-posinset': item.index + 1,
            'aria-setsize': total,
          }),
        )}
      </ol>
    </section>
  )
}

/** Row `index` of `list` when it is drawn (the window may not hold it). */
function drawnRow(list: HTMLOListElement | null, index: number): HTMLElement | null | undefined {
  return list?.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`)
}
