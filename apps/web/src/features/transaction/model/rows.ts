/** Rows a list shows before "show more": a few dozen keep even a 5,000-output transaction light. */
export const defaultInitialRows = 24
/** Rows each "show more" adds. */
export const moreRowsStep = 250

/** The rows to draw: the first `head`, and the highlighted row on its own when it lies further down. */
export interface VisibleRows {
  head: number
  /** Index of a highlighted row beyond `head`, drawn after a gap so it needs no rows before it. */
  lone: number | undefined
}

export function visibleRows(total: number, shown: number, highlightIndex: number): VisibleRows {
  const head = Math.min(total, Math.max(0, shown))
  const lone = highlightIndex >= head && highlightIndex < total ? highlightIndex : undefined
  return { head, lone }
}

/** The count after one "show more". */
export function nextRowCount(current: number, total: number): number {
  return Math.min(total, current + moreRowsStep)
}
