/** Rows a list shows before "show more": a few dozen keep even a 5,000-output transaction light. */
export const defaultInitialRows = 24
/** Rows each "show more" adds. */
export const moreRowsStep = 250

/**
 * How many rows to render: at least `initial`, and enough to include the highlighted row (so it can be
 * scrolled into view), never more than there are.
 */
export function rowsToShow(total: number, initial: number, highlightIndex: number): number {
  const wanted = highlightIndex >= 0 ? Math.max(initial, highlightIndex + 1) : initial
  return Math.min(total, Math.max(0, wanted))
}

/** The count after one "show more". */
export function nextRowCount(current: number, total: number): number {
  return Math.min(total, current + moreRowsStep)
}
