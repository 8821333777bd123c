import { useCallback, useMemo } from 'react'
import { CanvasChart } from '../../components/chart/CanvasChart'
import { formatAmount } from '../../format/amount'
import { formatCompact } from '../../format/number'
import { useSettings } from '../../settings/useSettings'
import { palettes } from '../../theme/palette'
import type { AnyTransaction } from '../transaction/model/types'
import { balancePoints } from './balanceHistory'

/**
 * The confirmed balance over time. It covers only the span of transactions loaded so far (scrolling the
 * list further back extends it), worked back from today's confirmed balance.
 */
export function BalanceChart({
  txs,
  address,
  confirmedBalance,
}: {
  txs: readonly AnyTransaction[]
  address: string
  confirmedBalance: number
}) {
  const { settings } = useSettings()
  const points = useMemo(
    () => balancePoints(txs, address, confirmedBalance),
    [txs, address, confirmedBalance],
  )
  const format = useCallback((sats: number) => formatAmount(sats, settings.unit), [settings.unit])
  // Axis labels have about 50 px: compact numbers, the unit in the heading.
  const axis = useCallback(
    (sats: number) => formatCompact(settings.unit === 'btc' ? sats / 1e8 : sats),
    [settings.unit],
  )
  const color = palettes[settings.theme].accent
  const data = useMemo(
    () => ({
      times: points?.times ?? [],
      series: [{ label: 'Balance', color, values: points?.balances ?? [] }],
      stacked: false,
    }),
    [points, color],
  )
  if (!points || points.times.length < 2) return null
  const first = points.times[0] ?? 0
  return (
    <section className="addr-section" data-testid="address-balance-chart">
      <h2>Balance over time ({settings.unit === 'btc' ? 'BTC' : 'sats'})</h2>
      <p className="muted">
        Over the {points.times.length} confirmed transactions loaded, since{' '}
        {new Date(first * 1000).toISOString().slice(0, 10)}.
      </p>
      <CanvasChart
        data={data}
        summary={`Confirmed balance over the loaded history: now ${format(confirmedBalance)}.`}
        formatValue={axis}
        describe={(i) => format(points.balances[i] ?? 0)}
      />
    </section>
  )
}
