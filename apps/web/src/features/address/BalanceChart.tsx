import { plural, t } from '@lingui/core/macro'
import { useCallback, useMemo } from 'react'
import { CanvasChart } from '../../components/chart/CanvasChart'
import { useNow } from '../../components/useNow'
import { formatAmount } from '../../format/amount'
import { formatCompact, formatInteger } from '../../format/number'
import { formatDateTime } from '../../format/time'
import { useSettings } from '../../settings/useSettings'
import { palettes } from '../../theme/palette'
import type { AnyTransaction } from '../transaction/model/types'
import { balancePoints, balanceSteps } from './balanceHistory'

/**
 * The shape of the line the chart draws through a series (the vertices draw.ts visits: with `steps`, a
 * corner at each new time on the old value): 'steps' when every change of value is a vertical jump, its
 * two ends at one time, else 'line'. Worked out from the drawing, so a test of the shape can fail.
 */
function drawnShape(
  times: readonly number[],
  series: { values: readonly number[]; steps?: boolean } | undefined,
): 'steps' | 'line' {
  const path: { time: number; value: number }[] = []
  times.forEach((time, i) => {
    const value = series?.values[i]
    if (value === undefined || !Number.isFinite(value)) return
    const last = path.at(-1)
    if (last && series?.steps) path.push({ time, value: last.value })
    path.push({ time, value })
  })
  const vertical = path.every((point, i) => {
    const previous = path[i - 1]
    return !previous || previous.value === point.value || previous.time === point.time
  })
  return vertical ? 'steps' : 'line'
}

/**
 * The confirmed balance over time, in steps. It covers only the confirmed transactions loaded so far
 * (scrolling the list further back extends it), worked back from today's confirmed balance; the caption
 * says how much of the history that is.
 */
export function BalanceChart({
  txs,
  address,
  confirmedBalance,
  confirmedCount,
}: {
  txs: readonly AnyTransaction[]
  address: string
  confirmedBalance: number
  /** All the address's confirmed transactions, loaded or not. */
  confirmedCount: number
}) {
  const { settings } = useSettings()
  // The last step is held until now; a minute's precision keeps the chart from redrawing every second.
  const minute = Math.floor(useNow() / 60) * 60
  const points = useMemo(
    () => balancePoints(txs, address, confirmedBalance),
    [txs, address, confirmedBalance],
  )
  const steps = useMemo(() => points && balanceSteps(points, minute), [points, minute])
  const format = useCallback((sats: number) => formatAmount(sats, settings.unit), [settings.unit])
  // Axis labels have about 50 px: compact numbers, the unit in the heading.
  const axis = useCallback(
    (sats: number) => formatCompact(settings.unit === 'btc' ? sats / 1e8 : sats),
    [settings.unit],
  )
  const color = palettes[settings.theme].accent
  const data = useMemo(
    () => ({
      times: steps?.times ?? [],
      series: [{ label: t`Balance`, color, values: steps?.balances ?? [], steps: true }],
      stacked: false,
    }),
    [steps, color],
  )
  const first = points?.times[0]
  if (!points || !steps || first === undefined) return null
  const loaded = points.times.length
  const since = formatDateTime(first, settings.time)
  // More loaded than counted: the count is stale (a block just came) or unknown (Electrum mode).
  const latest = formatInteger(loaded)
  const coverage =
    loaded === confirmedCount
      ? plural(loaded, {
          one: `Over all # confirmed transaction, since ${since}.`,
          other: `Over all # confirmed transactions, since ${since}.`,
        })
      : loaded < confirmedCount
        ? plural(confirmedCount, {
            one: `Over the latest ${latest} of # confirmed transaction, since ${since}; older ones load as the list scrolls.`,
            other: `Over the latest ${latest} of # confirmed transactions, since ${since}; older ones load as the list scrolls.`,
          })
        : plural(loaded, {
            one: `Over the # confirmed transaction loaded, since ${since}.`,
            other: `Over the # confirmed transactions loaded, since ${since}.`,
          })
  const unit = settings.unit === 'btc' ? 'BTC' : 'sats'
  const from = format(points.before)
  const to = format(confirmedBalance)
  return (
    <section
      className="addr-section"
      data-testid="address-balance-chart"
      data-shape={drawnShape(data.times, data.series[0])}
      data-span={(steps.times.at(-1) ?? first) - (steps.times[0] ?? first)}
    >
      <h2>{t`Balance over time (${unit})`}</h2>
      <p className="muted" data-testid="address-balance-coverage">
        {coverage}
      </p>
      <CanvasChart
        data={data}
        summary={t`Confirmed balance in steps at each transaction. ${coverage} From ${from} to ${to} now.`}
        formatValue={axis}
        describe={(i) => format(steps.balances[i] ?? 0)}
      />
    </section>
  )
}
