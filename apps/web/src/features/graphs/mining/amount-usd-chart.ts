import { plural, t } from '@lingui/core/macro'
import type { BlockGroup } from '@outpoint/explorer-client'
import { formatAmount } from '../../../format/amount'
import { formatUsd } from '../../../format/fiat'
import type { Unit } from '../../../settings/settings'
import { amountScale } from './amount-scale'
import { blocksOf, type MiningChart, priced } from './mining-chart'

export const usdColor = '#3e7cb1'

/** What one amount-per-block chart plots: a figure of each row, named and coloured. */
export interface AmountFigure<R> {
  /** The series' word, translated: `Fees`, `Reward`. */
  word: string
  color: string
  sats: (row: R) => number
  /** The summary's opening words, translated: `Average fees per block`. */
  title: string
  /** The summary gives the latest point's USD worth too. */
  usdInSummary: boolean
  /** The left scale spans the figures' range instead of starting at zero. */
  range?: boolean
}

/** The summary of a chart with points: `title`, how many, the latest figure (`latest`, formatted). */
function latestSummary(title: string, count: number, latest: string): string {
  return plural(count, {
    one: `${title}, # point; the latest ${latest}.`,
    other: `${title}, # points; the latest ${latest}.`,
  })
}

/**
 * An amount per block (left, the reader's unit) and its worth in USD at the time (right), from one of
 * mempool's block charts (`/v1/mining/blocks/fees|rewards/:interval`). Points without a price have no USD
 * figure; without any, no USD line.
 */
export function amountUsdChart<R extends BlockGroup & { USD: number }>(
  rows: readonly R[],
  unit: Unit,
  perBlock: boolean,
  figure: AmountFigure<R>,
): MiningChart {
  const scale = amountScale(unit)
  const usd = rows.map((r) => (priced(r.USD) ? (figure.sats(r) / 1e8) * r.USD : Number.NaN))
  const hasUsd = usd.some(Number.isFinite)
  const last = rows.at(-1)
  const lastUsd = usd.at(-1) ?? Number.NaN
  const lastMoney = figure.usdInSummary && Number.isFinite(lastUsd) ? `, ${formatUsd(lastUsd)}` : ''
  const { title } = figure
  const count = rows.length
  return {
    data: {
      times: rows.map((r) => r.timestamp),
      series: [
        {
          label: `${figure.word} (${scale.name})`,
          color: figure.color,
          values: rows.map((r) => scale.of(figure.sats(r))),
        },
      ],
      stacked: false,
      ...(figure.range && { range: true }),
      ...(hasUsd && { right: { label: `${figure.word} (USD)`, color: usdColor, values: usd } }),
    },
    formatValue: scale.format,
    formatRight: formatUsd,
    describe: (index) => {
      const row = rows[index]
      if (!row) return ''
      const fiat = usd[index] ?? Number.NaN
      const money = Number.isFinite(fiat) ? ` (${formatUsd(fiat)})` : ''
      return `${figure.word} ${formatAmount(figure.sats(row), unit)}${money} · ${blocksOf(row, perBlock)}`
    },
    summary: last
      ? latestSummary(title, count, `${formatAmount(figure.sats(last), unit)}${lastMoney}`)
      : t`No blocks in this range.`,
  }
}
