import { t } from '@lingui/core/macro'
import { formatInteger } from '../../format/number'
import type { GraphTable } from './graph-table'

/** One part of a whole in a share chart: a pool's blocks, an ISP's or a country's nodes. */
export interface ShareItem {
  /** Unique among the items: a slug, AS numbers, an ISO code. */
  key: string
  /** Text from the network: rendered as text. */
  label: string
  /** 0..1 of the whole. */
  share: number
  /** What the share counts: blocks, nodes. */
  count: number
  /** The item's page in the app; none for "Other". */
  link?: string | undefined
  /** A CSS colour that reads on both themes. */
  color: string
}

export const otherKey = 'other'

/**
 * The chart's parts: the first `keep` items as they come (largest first), the rest added up into one
 * "Other" part, so a phone shows a short list whose shares still add up to the whole.
 */
export function topShares(items: readonly ShareItem[], keep: number): ShareItem[] {
  const top = items.slice(0, keep)
  const rest = items.slice(keep)
  if (rest.length === 0) return top
  const others = formatInteger(rest.length)
  return [
    ...top,
    {
      key: otherKey,
      label: t({
        message: `Other (${others})`,
        comment: 'the rest of a share chart: how many parts',
      }),
      share: rest.reduce((sum, item) => sum + item.share, 0),
      count: rest.reduce((sum, item) => sum + item.count, 0),
      color: 'var(--border-strong)',
    },
  ]
}

/** Each entry's share of the counts' total (0 when the total is), ranked from the largest count. */
export function sharesOf<T extends { count: number }>(
  entries: readonly T[],
): (T & { share: number; rank: number })[] {
  const total = entries.reduce((sum, entry) => sum + entry.count, 0)
  return entries
    .map((entry) => ({ ...entry, share: total > 0 ? entry.count / total : 0 }))
    .sort((a, b) => b.count - a.count)
    .map((entry, index) => ({ ...entry, rank: index + 1 }))
}

export interface TableColumn<T> {
  heading: string
  /** The table view's cell. */
  cell: (row: T) => string
  /** The CSV file's cell: numbers unformatted. */
  raw: (row: T) => string | number
}

/** A table of rows in the order given, one column per `columns` entry (the share charts' tables). */
export function columnsTable<T>(
  rows: readonly T[],
  columns: readonly TableColumn<T>[],
): GraphTable {
  return {
    headings: columns.map((column) => column.heading),
    rows: rows.map((row) => columns.map((column) => column.cell(row))),
    raw: rows.map((row) => columns.map((column) => column.raw(row))),
  }
}

/** Satoshis as the CSV's BTC figure. */
export const rawBtc = (sats: number) => sats / 1e8
