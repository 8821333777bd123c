import { plural, t } from '@lingui/core/macro'
import { useMemo } from 'react'
import { formatInteger } from '../../../format/number'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import { intervalName } from '../../mining/intervals'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import { nodesByNetwork } from './networkSeries'
import { useLightningHistory } from './useLightningHistory'

/** `/graphs/lightning/nodes-networks`: Lightning nodes over time by how they are reached, stacked. */
export default function NodesNetworksPage() {
  const { settings } = useSettings()
  const palette = palettes[settings.theme]
  const { range, query, frame } = useLightningHistory()
  const data = useMemo(
    () => query.data && nodesByNetwork(query.data, palette),
    [query.data, palette],
  )
  const figures = (index: number) =>
    (data?.series ?? []).map((s) => `${s.label} ${formatInteger(s.values[index] ?? 0)}`)
  const total = (index: number) =>
    (data?.series ?? []).reduce((sum, s) => sum + (s.values[index] ?? 0), 0)
  const last = (data?.times.length ?? 0) - 1
  const span = intervalName(range)
  const describe = (index: number) => {
    const parts = figures(index).join(' · ')
    const nodes = total(index)
    return plural(nodes, { one: `${parts} · # node`, other: `${parts} · # nodes` })
  }
  let summary = t`No Lightning nodes in this range.`
  if (last >= 0) {
    const latest = figures(last).join(', ')
    summary = t`Lightning nodes by how they are reached over ${span}; latest: ${latest}.`
  }
  return (
    <TimeSeriesGraph
      {...frame}
      data={data}
      title={t`Lightning nodes by network, ${span}`}
      testId="ln-nodes-networks"
      formatValue={formatInteger}
      describe={describe}
      summary={summary}
      fileName={`lightning-nodes-networks-${range}`}
    />
  )
}
