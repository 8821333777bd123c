/**
 * A card's headline figure and what it is, side by side: a figure near a chart is read as the chart's
 * latest point unless it says otherwise, and several cards show figures of the same thing from
 * different sources (a live measure, a minute's statistics row, a week's estimate).
 */
export function LiveFigure({
  value,
  what,
  testId,
}: {
  value: string
  what: string
  testId?: string
}) {
  return (
    <span className="db-live" data-testid={testId}>
      {value} <span className="db-live-what">{what}</span>
    </span>
  )
}
