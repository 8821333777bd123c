import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatFraction } from '../../format/percent'
import type { LiveStatus } from '../dashboard/queries/liveStatus'
import { GraphPanel } from './GraphPanel'
import type { GraphTable } from './graph-table'
import { type ShareItem, topShares } from './shares'
import './share-chart.css'

export interface ShareChartProps {
  title: string
  /** The panel's data-testid; the bars are `${testId}-body`, each part a `share-row`. */
  testId: string
  status: LiveStatus
  error?: ReactNode
  /** Every part, largest first; undefined while loading. */
  items: readonly ShareItem[] | undefined
  /** Parts drawn before the rest become "Other" (the table and the CSV hold them all). */
  keep?: number
  /** The count in words: `1,234 blocks`. */
  countText: (count: number) => string
  /** The whole in words, for screen readers: "Share of blocks". */
  label: string
  /** Every part as a table (the table view and the CSV). */
  table: GraphTable | undefined
  fileName: string
  /** The range the items are for (`data-range` on the body, once they are the range's). */
  range?: string | undefined
  controls?: ReactNode
  aside?: ReactNode
  /** Said instead of the bars when there are no parts. */
  empty: string
}

/**
 * The share chart of the graphs pages: one horizontal bar per part, its name (a link to its page), share
 * and count written beside it. Bars rather than a pie: on a 390 px screen a pie's small slices and their
 * legend cannot be told apart, while bars keep each name next to its figure and compare by length.
 * Bars are scaled to the largest part; the percentages are of the whole.
 */
export function ShareChart(props: ShareChartProps) {
  const parts = props.items && topShares(props.items, props.keep ?? 10)
  const largest = Math.max(0, ...(parts ?? []).map((part) => part.share))
  return (
    <GraphPanel
      title={props.title}
      testId={props.testId}
      status={props.status}
      error={props.error}
      aside={props.aside}
      controls={props.controls}
      table={props.table}
      fileName={props.fileName}
    >
      {parts && parts.length === 0 && <p className="muted">{props.empty}</p>}
      {parts && parts.length > 0 && (
        <ol
          className="gr-shares"
          aria-label={props.label}
          data-testid={`${props.testId}-body`}
          data-range={props.range}
        >
          {parts.map((part) => (
            <li key={part.key} className="gr-share" data-testid="share-row" data-key={part.key}>
              <span className="gr-share-name">
                {part.link ? <Link to={part.link}>{part.label}</Link> : part.label}
              </span>
              <span className="gr-share-figures">
                <strong>{formatFraction(part.share)}</strong> · {props.countText(part.count)}
              </span>
              <span className="gr-share-track" aria-hidden="true">
                <span
                  className="gr-share-bar"
                  style={{
                    width: `${largest > 0 ? (part.share / largest) * 100 : 0}%`,
                    background: part.color,
                  }}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </GraphPanel>
  )
}
