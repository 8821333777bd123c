import { t } from '@lingui/core/macro'
import type { LightningStatisticsRow } from '@outpoint/explorer-client'
import type { ChartData } from '../../../components/chart/layout'
import type { Palette } from '../../../theme/palette'
import { inTimeOrder, networkHistory } from '../../lightning/dashboard/history'
import { nodeSplit } from '../../lightning/dashboard/statistics'

const noNodes = { clearnet_nodes: 0, tor_nodes: 0, clearnet_tor_nodes: 0, unannounced_nodes: 0 }

/** How nodes are reached, stacked from the bottom, in the dashboard's words and order. */
export function nodesByNetwork(
  rows: readonly LightningStatisticsRow[],
  palette: Palette,
): ChartData {
  const sorted = inTimeOrder(rows)
  const splits = sorted.map(nodeSplit)
  const colours = [palette.accent, palette.link, palette.ok, palette['border-strong']]
  const labels = nodeSplit(noNodes).map((part) => part.label)
  return {
    times: sorted.map((row) => row.added),
    series: labels.map((label, kind) => ({
      label,
      color: colours[kind] ?? palette.text,
      values: splits.map((split) => split[kind]?.count ?? 0),
    })),
    stacked: true,
  }
}

/** The network's capacity in BTC on the left scale, its channels on the right. */
export function capacityAndChannels(
  rows: readonly LightningStatisticsRow[],
  palette: Palette,
): ChartData {
  const history = networkHistory(rows)
  return {
    times: history.times,
    series: [
      {
        label: t`Capacity (BTC)`,
        color: palette.accent,
        values: history.capacity.map((sats) => sats / 1e8),
      },
    ],
    stacked: false,
    range: true,
    right: { label: t`Channels`, color: palette.link, values: history.channels },
  }
}
