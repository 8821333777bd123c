import { useMemo } from 'react'
import { formatInteger } from '../../../format/number'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import { intervalNames } from '../../mining/intervals'
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
  return (
    <TimeSeriesGraph
      {...frame}
      data={data}
      title={`Lightning nodes by network, ${intervalNames[range]}`}
      testId="ln-nodes-networks"
      formatValue={formatInteger}
      describe={(index) => `${figures(index).join(' · ')} · ${formatInteger(total(index))} nodes`}
      summary={
        last >= 0
          ? `Lightning nodes by how they are reached over ${intervalNames[range]}; latest: ${figures(last).join(', ')}.`
          : 'No Lightning nodes in this range.'
      }
      fileName={`lightning-nodes-networks-${range}`}
    />
  )
}
