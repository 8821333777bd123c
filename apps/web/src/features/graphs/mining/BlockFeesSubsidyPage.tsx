import { t } from '@lingui/core/macro'
import type { BlockFeesPoint } from '@outpoint/explorer-client'
import { useCallback } from 'react'
import { useSettings } from '../../../settings/useSettings'
import { useIntervalParam } from '../../mining/useIntervalParam'
import {
  type FeesSubsidyMode,
  feesSubsidyChart,
  feesSubsidyModes,
  hasPrices,
} from './fees-subsidy-chart'
import { type ChartContext, MiningHistoryGraph } from './MiningHistoryGraph'
import { blockFeesQueryOptions } from './queries'

/**
 * `/graphs/mining/block-fees-subsidy`: subsidy and fees per block stacked, in the reader's unit, in USD
 * or as shares of the reward (`?show=`, as mempool.space's legend switches them).
 */
export default function BlockFeesSubsidyPage() {
  const [mode, choose] = useIntervalParam('show', feesSubsidyModes, 'amount')
  const { settings } = useSettings()
  const chart = useCallback(
    (rows: BlockFeesPoint[], { network, unit, perBlock }: ChartContext) =>
      feesSubsidyChart(rows, network, unit, perBlock, mode),
    [mode],
  )
  const names: Record<FeesSubsidyMode, string> = {
    amount: settings.unit === 'sats' ? 'sats' : 'BTC',
    usd: 'USD',
    share: '%',
  }
  return (
    <MiningHistoryGraph
      title={t`Subsidy and fees per block`}
      testId="block-fees-subsidy"
      what={t`The block fees`}
      file="block-fees-subsidy"
      query={blockFeesQueryOptions}
      chart={chart}
      moreControls={(rows) => (
        <fieldset className="mn-intervals">
          <legend className="visually-hidden">{t`Show the reward`}</legend>
          {feesSubsidyModes
            .filter((m) => m !== 'usd' || (rows !== undefined && hasPrices(rows)))
            .map((m) => (
              <button key={m} type="button" aria-pressed={m === mode} onClick={() => choose(m)}>
                {names[m]}
              </button>
            ))}
        </fieldset>
      )}
    />
  )
}
