import { lightningStatisticsIntervals } from '@outpoint/explorer-client'
import { useMemo } from 'react'
import { formatInteger } from '../../../format/number'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import { IntervalPicker } from '../../mining/IntervalPicker'
import { intervalNames } from '../../mining/intervals'
import { SectionError } from '../../mining/SectionError'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import { nodesByNetwork } from './networkSeries'
import { useLightningHistory } from './useLightningHistory'

/** `/graphs/lightning/nodes-networks`: Lightning nodes over time by how they are reached, stacked. */
export default function NodesNetworksPage() {
  const { settings } = useSettings()
  const palette = palettes[settings.theme]
  const { range, choose, query } = useLightningHistory()
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
      title={`Lightning nodes by network, ${intervalNames[range]}`}
      testId="ln-nodes-networks"
      status={data ? 'ready' : query.isError ? 'error' : 'loading'}
      error={
        <SectionError
          what="The Lightning history"
          error={query.error}
          retry={() => query.refetch()}
        />
      }
      data={data}
      range={query.isPlaceholderData ? undefined : range}
      controls={
        <IntervalPicker
          label="Range"
          intervals={lightningStatisticsIntervals}
          names={intervalNames}
          value={range}
          onChange={choose}
        />
      }
      formatValue={formatInteger}
      describe={(index) => `${figures(index).join(' · ')} · ${formatInteger(total(index))} nodes`}
      summary={
        last >= 0
          ? `Lightning nodes by how they are reached over ${intervalNames[range]}; latest: ${figures(last).join(', ')}.`
          : 'No Lightning nodes in this range.'
      }
      fileName={`lightning-nodes-networks-${range}`}
      daily
      empty={`The service has no Lightning statistics for ${intervalNames[range]}.`}
    />
  )
}
